import { storefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { cartTotalRows, headlineTotal, shownLinePrices } from "../app/cart/cart-amounts.ts";
import { taxNote } from "../app/catalog/tax-note.ts";
import { translationResource } from "../app/i18n/translation-resources.server.ts";
import { createTranslator } from "../app/i18n/translator.ts";

const tFor = (language: string) => createTranslator(language, translationResource(language)).t;

describe("tax note beside every price", () => {
  it("says tax is included in the page's language where prices include it", () => {
    expect(taxNote(tFor("de"), "de", true)).toBe("inkl. MwSt.");
    expect(taxNote(tFor("de"), "eu", true)).toBe("inkl. MwSt.");
    expect(taxNote(tFor("fr"), "fr", true)).toBe("TVA incluse");
    expect(taxNote(tFor("en"), "gb", true)).toBe("incl. VAT");
    expect(taxNote(tFor("ja"), "jp", true)).toBe("税込");
    expect(taxNote(tFor("en"), "au", true)).toBe("incl. GST");
  });

  it("says tax is added where prices are shown before tax", () => {
    expect(taxNote(tFor("en"), "us", false)).toBe("plus tax");
    expect(taxNote(tFor("en"), "ca", false)).toBe("plus taxes");
    expect(taxNote(tFor("fr"), "ca", false)).toBe("taxes en sus");
  });

  it("has a note for every storefront and language, never a raw key", () => {
    for (const storefront of storefrontRegistry.storefronts) {
      for (const { code } of storefront.languages) {
        for (const included of [true, false]) {
          const note = taxNote(tFor(code), storefront.id, included);
          expect(note, `${storefront.id} ${code}`).not.toMatch(/^prices\./);
          expect(note.length).toBeGreaterThan(1);
        }
      }
    }
  });
});

const line = { unitPrice: 1000, unitPriceWithTax: 1190, linePrice: 2000, linePriceWithTax: 2380 };
const order = {
  subTotal: 2000,
  subTotalWithTax: 2380,
  shipping: 840,
  shippingWithTax: 999,
  total: 2840,
  totalWithTax: 3379,
  shippingLines: [{ price: 840, priceWithTax: 999, shippingMethod: { id: "1", code: "standard-de", name: "x" } }],
  shippingAddress: { countryCode: "DE" },
};

describe("cart amounts on the storefront's basis", () => {
  it("shows lines with tax where shelf prices include it, before tax elsewhere", () => {
    expect(shownLinePrices(line, true)).toEqual({ unit: 1190, line: 2380 });
    expect(shownLinePrices(line, false)).toEqual({ unit: 1000, line: 2000 });
  });

  it("tax-inclusive: rows add up to the total and the tax is told as part of it", () => {
    expect(cartTotalRows(order, true)).toEqual([
      { kind: "subtotal", amount: 2380 },
      { kind: "shipping", amount: 999 },
      { kind: "total", amount: 3379 },
      { kind: "taxIncluded", amount: 539 },
    ]);
  });

  it("tax added: subtotal and shipping before tax, then a tax row, then the total", () => {
    expect(cartTotalRows(order, false)).toEqual([
      { kind: "subtotal", amount: 2000 },
      { kind: "shipping", amount: 840 },
      { kind: "tax", amount: 539 },
      { kind: "total", amount: 3379 },
    ]);
  });

  it("before the address and method are known, shipping and sales tax wait for checkout", () => {
    const early = { ...order, shippingLines: [], shippingAddress: null, totalWithTax: 2000, total: 2000 };
    expect(cartTotalRows(early, false)).toEqual([
      { kind: "subtotal", amount: 2000 },
      { kind: "shipping", amount: null },
      { kind: "tax", amount: null },
      { kind: "totalBeforeTax", amount: 2000 },
    ]);
    expect(cartTotalRows(early, true)[1]).toEqual({ kind: "shipping", amount: null });
  });

  it("the checkout summary's folded line says the total the rows end with", () => {
    expect(headlineTotal(order, true)).toBe(3379);
    expect(headlineTotal(order, false)).toBe(3379);
    // Before the address decides sales tax, the total before tax; with tax included, always with tax.
    const early = { ...order, shippingLines: [], shippingAddress: null, totalWithTax: 2380, total: 2000 };
    expect(headlineTotal(early, false)).toBe(2000);
    expect(headlineTotal(early, true)).toBe(2380);
  });
});
