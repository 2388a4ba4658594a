import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { unservedCountryMessage } from "../src/plugins/served-countries/served-country-message.ts";

const eu = storefrontRegistry.byId("eu");

describe("unservedCountryMessage", () => {
  it("lets every country a storefront serves through, in any case", () => {
    expect(unservedCountryMessage(eu, "AT")).toBeUndefined();
    expect(unservedCountryMessage(eu, "si")).toBeUndefined();
  });

  it("names the storefront that serves a country this one does not", () => {
    expect(unservedCountryMessage(eu, "DE")).toBe(
      "The Europe shop (eu) does not deliver to DE; the Deutschland shop (de) serves it",
    );
  });

  it("says when no storefront serves the country", () => {
    expect(unservedCountryMessage(storefrontRegistry.byId("us"), "BR")).toMatch(/no Hushling shop serves it yet/);
  });

  it("leaves orders outside a storefront channel or without an address to Vendure's own checks", () => {
    expect(unservedCountryMessage(undefined, "DE")).toBeUndefined();
    expect(unservedCountryMessage(eu, undefined)).toBeUndefined();
  });
});
