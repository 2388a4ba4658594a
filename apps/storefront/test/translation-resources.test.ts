import { describe, expect, it } from "vitest";
import { translationResource } from "../app/i18n/translation-resources.server.ts";
import { createTranslator } from "../app/i18n/translator.ts";

describe("translationResource", () => {
  it("gives the language's own strings", () => {
    const german = translationResource("de") as { product: { addToCart: string } };
    expect(german.product.addToCart).toBe("In den Warenkorb");
  });

  it("is English for a language without resources, so no page shows a raw key", () => {
    const unknown = translationResource("xx") as { product: { addToCart: string } };
    expect(unknown.product.addToCart).toBe("Add to cart");
  });
});

describe("createTranslator", () => {
  it("interpolates and picks plural forms for the language", () => {
    const { t } = createTranslator("fr", translationResource("fr"));
    expect(t("category.productCount", { count: 1 })).toBe("1 produit");
    expect(t("category.productCount", { count: 3 })).toBe("3 produits");
    expect(t("product.fromPrice", { price: "219,00 €" })).toBe("À partir de 219,00 €");
  });

  it("does not escape text, since React escapes it when rendering", () => {
    const { t } = createTranslator("en", translationResource("en"));
    expect(t("site.storefront", { name: "A & B", currency: "USD" })).toBe("Shopping in A & B (USD)");
  });
});

describe("section files", () => {
  it("add their file's section to the namespace (stores.json is the stores section)", () => {
    const german = translationResource("de") as { stores: { title: string }; product: { addToCart: string } };
    expect(german.stores.title).toBe("Geschäft finden");
    expect(german.product.addToCart).toBe("In den Warenkorb");
  });
});
