/** A valid US shipping address, as a shopper at checkout types it (a us storefront serves the US). */
export const brooklyn = {
  fullName: "Sam Rivera",
  streetLine1: "12 Example Street",
  city: "Brooklyn",
  province: "NY",
  postalCode: "11201",
  countryCode: "US",
};
