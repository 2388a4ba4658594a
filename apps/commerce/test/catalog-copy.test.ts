import { languageCodes } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import {
  categorySlug,
  productDescription,
  productKey,
  productName,
  productSlug,
  variantSku,
} from "../src/catalog/catalog-copy.ts";
import { productSpecs } from "../src/catalog/catalog-products.ts";
import { catalogImportRows } from "../src/catalog/catalog-rows.ts";
import { type CategoryKey, categories } from "../src/catalog/catalog-words.ts";

const spec = (key: string) => {
  const found = productSpecs.find((candidate) => productKey(candidate) === key);
  if (!found) throw new Error(`no product ${key}`);
  return found;
};

describe("the seeded catalog", () => {
  it("holds every product the short links name", () => {
    const keys = productSpecs.map(productKey);
    for (const named of [
      "baby-carrier-harmony",
      "baby-carrier-one-air",
      "baby-carrier-one",
      "baby-carrier-move",
      "baby-carrier-mini",
      "baby-carrier-move-free",
      "bouncer-bliss",
      "bouncer-balance-soft",
      "baby-crib",
      "cradle",
      "travel-crib-light",
      "pocket-pouch",
      "winter-cover",
    ]) {
      expect(keys).toContain(named);
    }
    expect(keys.filter((key) => key.startsWith("tiny-tasters-")).length).toBeGreaterThan(0);
    expect(productSpecs.filter((product) => product.category === "bathroom").length).toBeGreaterThan(0);
  });

  it("has about forty products, every category stocked, and the two gift add-ons outside any category", () => {
    expect(productSpecs.length).toBeGreaterThanOrEqual(38);
    for (const category of Object.keys(categories)) {
      expect(productSpecs.some((product) => product.category === category)).toBe(true);
    }
    expect(productSpecs.filter((product) => product.category === null).map(productKey)).toEqual([
      "gift-message",
      "gift-box",
    ]);
  });

  it("gives every product a distinct name and slug in every language", () => {
    for (const language of languageCodes) {
      const names = productSpecs.map((product) => productName(product, language));
      const slugs = productSpecs.map((product) => productSlug(product, language));
      expect(new Set(names).size, language).toBe(names.length);
      expect(new Set(slugs).size, language).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("puts the noun first in French, Spanish and Italian and keeps the model name untranslated", () => {
    expect(productName(spec("tiny-tasters-plate"), "en")).toBe("Tiny Tasters Plate");
    expect(productName(spec("tiny-tasters-plate"), "fr")).toBe("Assiette Tiny Tasters");
    expect(productName(spec("bouncer-bliss"), "de")).toBe("Babywippe Bliss");
    expect(productName(spec("bouncer-bliss"), "ja")).toBe("バウンサー Bliss");
  });

  it("slugs Latin-script names in their language and keeps the English key for Chinese, Korean and Japanese", () => {
    expect(productSlug(spec("baby-carrier-harmony"), "fr")).toBe("porte-bebe-harmony");
    expect(productSlug(spec("baby-carrier-harmony"), "sv")).toBe("barsele-harmony");
    expect(productSlug(spec("baby-carrier-harmony"), "ko")).toBe("baby-carrier-harmony");
    expect(categorySlug("travel-cribs", "de")).toBe("reisebetten");
    expect(categorySlug("travel-cribs", "zh-Hant")).toBe("travel-cribs");
  });

  it("gives every category a distinct slug in every language", () => {
    for (const language of languageCodes) {
      const slugs = (Object.keys(categories) as CategoryKey[]).map((key) => categorySlug(key, language));
      expect(new Set(slugs).size, language).toBe(slugs.length);
    }
  });

  it("writes descriptions from the product's highlights and its category, without spaces in Chinese and Japanese", () => {
    expect(productDescription(spec("baby-crib"), "en")).toBe(
      "The mattress base lowers as your baby learns to stand. Cribs and bedding for safe, calm sleep through the first years.",
    );
    expect(productDescription(spec("baby-crib"), "ja")).not.toContain(" ");
  });
});

describe("catalogImportRows", () => {
  const rows = catalogImportRows(productSpecs);

  it("translates every product into all ten languages", () => {
    for (const row of rows)
      expect(row.product.translations.map((translation) => translation.languageCode)).toHaveLength(10);
    expect(rows[0]?.product.translations.find((translation) => translation.languageCode === "zh_Hant")?.name).toBe(
      "嬰兒背帶 Harmony",
    );
  });

  it("makes one variant per colour with unique SKUs and the US list price in dollars", () => {
    const harmony = rows[0];
    expect(harmony?.variants.map((variant) => variant.sku)).toEqual([
      "HL-BABY-CARRIER-HARMONY-MIDNIGHT-BLUE",
      "HL-BABY-CARRIER-HARMONY-SAND-GRAY",
      "HL-BABY-CARRIER-HARMONY-BLACK",
    ]);
    expect(harmony?.variants[0]?.price).toBe(219);
    const skus = rows.flatMap((row) => row.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
    expect(variantSku(spec("gift-box"))).toBe("HL-GIFT-BOX");
  });

  it("does not track stock for the gift add-ons and stocks everything else", () => {
    const giftBox = rows.find((row) => row.variants[0]?.sku === "HL-GIFT-BOX");
    expect(giftBox?.variants[0]?.trackInventory).toBe("FALSE");
    expect(rows[0]?.variants[0]?.stockOnHand).toBeGreaterThan(0);
  });
});
