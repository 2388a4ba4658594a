export * from "./content-security-policy.ts";
export { defaultRoutes } from "./storefront-data.ts";
export * from "./storefront-registry.ts";
export * from "./storefront-schema.ts";

import { createStorefrontRegistry } from "./storefront-registry.ts";

/** The registry with the default fictional production hosts. */
export const storefrontRegistry = createStorefrontRegistry();
export const storefrontForCountry = storefrontRegistry.forCountry;
