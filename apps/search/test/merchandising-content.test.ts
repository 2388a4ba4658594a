import path from "node:path";
import { productKey } from "@hushling/commerce/catalog-copy";
import { productSpecs } from "@hushling/commerce/catalog-products";
import { describe, expect, it } from "vitest";
import { merchandisingSchema } from "../src/merchandising-content.ts";
import { readContentPages, readMerchandising } from "../src/search-catalogs.ts";
import { repoRoot } from "../src/search-settings.ts";

const contentDir = path.join(repoRoot, "content");

describe("the repository's search content", () => {
  it("is valid and names only products and categories the catalog seeds", () => {
    const merchandising = readMerchandising(contentDir);
    // The merchant's block list is read by the same schema the service loads.
    expect(merchandising.blockedSuggestions).toContain("replica");
    const products = new Set(productSpecs.map(productKey));
    const categories = new Set(productSpecs.flatMap((spec) => (spec.category ? [spec.category] : [])));
    const named = [
      ...merchandising.categories.flatMap((entry) => [...entry.pins, ...Object.keys(entry.boosts)]),
      ...merchandising.recommendations.flatMap((entry) => entry.products),
      ...Object.keys(merchandising.ratings),
      ...[...merchandising.banners, ...merchandising.keywordMaps].flatMap((entry) =>
        entry.target?.startsWith("product:") ? [entry.target.slice("product:".length)] : [],
      ),
    ];
    expect(named.filter((key) => !products.has(key))).toEqual([]);
    const categoryKeys = [
      ...merchandising.categories.map((entry) => entry.category),
      ...merchandising.recommendations.flatMap((entry) =>
        entry.customLogic?.category ? [entry.customLogic.category] : [],
      ),
    ];
    expect(categoryKeys.filter((key) => !categories.has(key as never))).toEqual([]);
    const pages = new Set(readContentPages(contentDir).map((page) => page.slug));
    const pageTargets = [...merchandising.banners, ...merchandising.keywordMaps].flatMap((entry) =>
      entry.target?.startsWith("page:") ? [entry.target.slice("page:".length)] : [],
    );
    expect(pageTargets.filter((slug) => !pages.has(slug))).toEqual([]);
  });
});

describe("a search banner's dates", () => {
  const banner = (startDate: string, endDate: string) => ({
    banners: [
      {
        bannerRef: "spring",
        bannerName: { en: "Spring" },
        bannerAltTag: { en: "Spring colours" },
        bannerImg: "/images/banners/gift-guide.svg",
        position: "top",
        startDate,
        endDate,
      },
    ],
  });

  it("are refused when the end comes before the start, in plain words on the end date", () => {
    const result = merchandisingSchema.safeParse(banner("2027/03/10", "2027/03/01"));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["banners.0.endDate", "the end date is before the start date; a banner must end on or after the day it starts"],
    ]);
  });

  it("may end on the day they start, or never", () => {
    expect(merchandisingSchema.safeParse(banner("2027/03/10", "2027/03/10")).success).toBe(true);
    expect(merchandisingSchema.safeParse(banner("2027/03/10", "")).success).toBe(true);
  });
});
