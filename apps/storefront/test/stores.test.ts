import { readFileSync } from "node:fs";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { distanceKm, listStores } from "../app/stores/store-list.ts";
import { type Store, storeFileSchema } from "../app/stores/store-schema.ts";

const store = (
  id: string,
  country: string,
  city: string,
  kind: Store["kind"],
  latitude: number,
  longitude: number,
) => ({
  id,
  name: `Shop ${id}`,
  kind,
  country,
  city,
  street: "1 Main Street",
  postalCode: "",
  latitude,
  longitude,
});

const berlin = store("berlin", "de", "Berlin", "flagship", 52.52, 13.4);
const hamburg = store("hamburg", "de", "Hamburg", "retailer", 53.55, 10.0);
const wien = store("wien", "at", "Wien", "retailer", 48.2, 16.37);
const stores = [berlin, hamburg, wien];

describe("distanceKm", () => {
  it("measures Berlin to Hamburg at about 255 km", () => {
    expect(distanceKm(berlin, hamburg)).toBeGreaterThan(250);
    expect(distanceKm(berlin, hamburg)).toBeLessThan(260);
  });

  it("is zero for the same place", () => {
    expect(distanceKm(berlin, berlin)).toBe(0);
  });
});

describe("listStores", () => {
  it("lists by city without a position", () => {
    expect(listStores(stores, { country: null, kind: null }, null, "de").map((s) => s.id)).toEqual([
      "berlin",
      "hamburg",
      "wien",
    ]);
  });

  it("filters by country and by kind", () => {
    expect(listStores(stores, { country: "de", kind: null }, null, "de").map((s) => s.id)).toEqual([
      "berlin",
      "hamburg",
    ]);
    expect(listStores(stores, { country: null, kind: "retailer" }, null, "de").map((s) => s.id)).toEqual([
      "hamburg",
      "wien",
    ]);
  });

  it("puts the nearest store first when the visitor shares a position", () => {
    const munich = { latitude: 48.14, longitude: 11.58 };
    const listed = listStores(stores, { country: null, kind: null }, munich, "de");
    expect(listed.map((s) => s.id)).toEqual(["wien", "berlin", "hamburg"]);
    expect(listed[0]?.distanceKm).toBeGreaterThan(0);
  });
});

describe("storeFileSchema", () => {
  it("names the field of a store with an unknown country", () => {
    const result = storeFileSchema.safeParse({ stores: [{ ...berlin, country: "xx" }] });
    expect(result.error?.issues[0]?.path).toEqual(["stores", 0, "country"]);
  });

  it("rejects a store listed twice", () => {
    const result = storeFileSchema.safeParse({ stores: [berlin, berlin] });
    expect(result.error?.issues[0]?.message).toBe('"berlin" is listed twice');
  });

  it("accepts the repository's store list, which has a store for every storefront", () => {
    const file = path.resolve(import.meta.dirname, "../../../content/stores/stores.json");
    const parsed = storeFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    for (const storefront of storefrontRegistry.storefronts) {
      expect({
        storefront: storefront.id,
        has: parsed.stores.some((s) => storefront.countries.includes(s.country)),
      }).toEqual({
        storefront: storefront.id,
        has: true,
      });
    }
  });
});
