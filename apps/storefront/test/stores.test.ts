import type { StoreKind } from "@hushling/catalog/store-kinds";
import { describe, expect, it } from "vitest";
import { distanceKm, listStores } from "../app/stores/store-list.ts";

const store = (id: string, country: string, city: string, kind: StoreKind, latitude: number, longitude: number) => ({
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

const berlin = store("berlin", "de", "Berlin", "store", 52.52, 13.4);
const hamburg = store("hamburg", "de", "Hamburg", "pharmacy", 53.55, 10.0);
const wien = store("wien", "at", "Wien", "pharmacy", 48.2, 16.37);
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
    expect(listStores(stores, { country: null, kind: "pharmacy" }, null, "de").map((s) => s.id)).toEqual([
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
