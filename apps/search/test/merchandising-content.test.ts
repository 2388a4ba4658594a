import path from "node:path";
import { productKey } from "@hushling/commerce/catalog-copy";
import { productSpecs } from "@hushling/commerce/catalog-products";
import { describe, expect, it } from "vitest";
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
