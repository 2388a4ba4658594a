import { localShelfPrice, priceLevels } from "@hushling/catalog";
import { languageCodes } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { productKey } from "../src/catalog/catalog-copy.ts";
import { productSpecs } from "../src/catalog/catalog-products.ts";
import {
  BundleComponentsError,
  bundleSaleableStock,
  componentStockChanges,
  parseBundleComponents,
  stockDemand,
} from "../src/plugins/bundles/bundle-components.ts";
import { bundleImportRows } from "../src/plugins/bundles/bundle-rows.ts";
import {
  BundleSpecError,
  bundleComponentSkus,
  bundleKey,
  bundleSpecs,
  componentsUsdCents,
} from "../src/plugins/bundles/bundle-specs.ts";

describe("parseBundleComponents", () => {
  it("reads the custom field's JSON and treats an empty field as an ordinary variant", () => {
    expect(parseBundleComponents('[{"sku":"A","quantity":1},{"sku":"B","quantity":2}]', "HL-SET")).toEqual([
      { sku: "A", quantity: 1 },
      { sku: "B", quantity: 2 },
    ]);
    expect(parseBundleComponents(null, "HL-X")).toBeUndefined();
    expect(parseBundleComponents("", "HL-X")).toBeUndefined();
  });

  it("names the variant and the field when the JSON is broken or a quantity is not positive", () => {
    expect(() => parseBundleComponents("[{", "HL-SET")).toThrow(
      new BundleComponentsError("HL-SET: bundleComponents is not JSON"),
    );
    expect(() => parseBundleComponents('[{"sku":"A","quantity":1},{"sku":"B","quantity":0}]', "HL-SET")).toThrow(
      /HL-SET: bundleComponents\.1\.quantity/,
    );
    expect(() => parseBundleComponents('[{"sku":"A","quantity":1}]', "HL-SET")).toThrow(/at least two components/);
  });
});

describe("bundleSaleableStock", () => {
  const components = [
    { sku: "BOUNCER", quantity: 1 },
    { sku: "SHEET", quantity: 2 },
  ];

  it("is the number of whole sets the scarcest component allows", () => {
    expect(
      bundleSaleableStock(
        components,
        new Map([
          ["BOUNCER", 40],
          ["SHEET", 9],
        ]),
      ),
    ).toBe(4);
    expect(
      bundleSaleableStock(
        components,
        new Map([
          ["BOUNCER", 3],
          ["SHEET", 60],
        ]),
      ),
    ).toBe(3);
  });

  it("is zero when a component is sold out, missing or oversold", () => {
    expect(
      bundleSaleableStock(
        components,
        new Map([
          ["BOUNCER", 0],
          ["SHEET", 10],
        ]),
      ),
    ).toBe(0);
    expect(bundleSaleableStock(components, new Map([["BOUNCER", 5]]))).toBe(0);
    expect(
      bundleSaleableStock(
        components,
        new Map([
          ["BOUNCER", 5],
          ["SHEET", -3],
        ]),
      ),
    ).toBe(0);
  });
});

describe("stockDemand", () => {
  it("counts a bundle line as its components times the line quantity and sums a SKU across lines", () => {
    const demand = stockDemand([
      {
        sku: "SET",
        quantity: 2,
        components: [
          { sku: "BOUNCER", quantity: 1 },
          { sku: "SHEET", quantity: 2 },
        ],
      },
      { sku: "BOUNCER", quantity: 1 },
      { sku: "TOY", quantity: 3 },
    ]);
    expect(Object.fromEntries(demand)).toEqual({ BOUNCER: 3, SHEET: 4, TOY: 3 });
  });
});

describe("componentStockChanges", () => {
  const components = [
    { sku: "HL-SHEET", quantity: 2 },
    { sku: "HL-CRIB", quantity: 1 },
  ];
  const net = (types: Parameters<typeof componentStockChanges>[0][]) =>
    types
      .flatMap((type) => componentStockChanges(type, type === "SALE" ? -3 : 3, components))
      .filter((change) => change.sku === "HL-SHEET")
      .reduce((sum, change) => ({ allocated: sum.allocated + change.allocated, onHand: sum.onHand + change.onHand }), {
        allocated: 0,
        onHand: 0,
      });

  it("allocates each component times its quantity when sets are paid", () => {
    expect(componentStockChanges("ALLOCATION", 3, components)).toEqual([
      { sku: "HL-SHEET", allocated: 6, onHand: 0 },
      { sku: "HL-CRIB", allocated: 3, onHand: 0 },
    ]);
  });

  it("leaves the components as they were after paying and cancelling, shipped or not", () => {
    expect(net(["ALLOCATION", "RELEASE"])).toEqual({ allocated: 0, onHand: 0 });
    expect(net(["ALLOCATION", "SALE", "CANCELLATION"])).toEqual({ allocated: 0, onHand: 0 });
  });

  it("takes shipped sets off stock on hand (Vendure records a sale with a negative quantity)", () => {
    expect(net(["ALLOCATION", "SALE"])).toEqual({ allocated: 0, onHand: -6 });
  });
});

describe("the seeded bundles", () => {
  const keys = new Set(productSpecs.map((spec) => productKey(spec)));

  it("include the bouncer bliss with a soft toy, keyed like products and unique", () => {
    expect(bundleSpecs.map(bundleKey)).toContain("bouncer-bliss-soft-friends-set");
    const bliss = bundleSpecs.find((bundle) => bundleKey(bundle) === "bouncer-bliss-soft-friends-set");
    expect(bliss?.components.map((component) => component.product)).toEqual(["bouncer-bliss", "soft-friends-elephant"]);
    for (const bundle of bundleSpecs) expect(keys.has(bundleKey(bundle))).toBe(false);
    expect(new Set(bundleSpecs.map(bundleKey)).size).toBe(bundleSpecs.length);
  });

  it("name only real products and colours of the range", () => {
    for (const bundle of bundleSpecs) {
      for (const component of bundle.components) expect(keys.has(component.product), component.product).toBe(true);
      expect(bundleComponentSkus(bundle).length).toBe(bundle.components.length);
    }
    const wrongColour = { ...bundleSpecs[0], components: [{ product: "bouncer-bliss", colour: "black", quantity: 1 }] };
    expect(() => bundleComponentSkus(wrongColour as never)).toThrow(BundleSpecError);
    const unknown = { ...bundleSpecs[0], components: [{ product: "moon-rocket", quantity: 1 }] };
    expect(() => bundleComponentSkus(unknown as never)).toThrow(/"moon-rocket" is not a product/);
  });

  it("cost less than their components bought alone, in every currency", () => {
    for (const bundle of bundleSpecs) {
      expect(bundle.usdCents).toBeLessThan(componentsUsdCents(bundle));
      for (const currency of Object.keys(priceLevels)) {
        const parts = bundle.components.reduce((sum, component) => {
          const spec = productSpecs.find((candidate) => productKey(candidate) === component.product);
          return sum + localShelfPrice(spec?.usdCents ?? 0, currency) * component.quantity;
        }, 0);
        expect(localShelfPrice(bundle.usdCents, currency), `${bundleKey(bundle)} ${currency}`).toBeLessThan(parts);
      }
    }
  });

  it("import with a name, slug and description in every language and one untracked variant", () => {
    for (const row of bundleImportRows()) {
      expect(row.product.translations.map((translation) => translation.languageCode)).toHaveLength(
        languageCodes.length,
      );
      for (const translation of row.product.translations) {
        expect(translation.name.length, translation.languageCode).toBeGreaterThan(0);
        expect(translation.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(translation.description.length).toBeGreaterThan(0);
      }
      expect(row.variants).toHaveLength(1);
      expect(row.variants[0]?.trackInventory).toBe("FALSE");
    }
  });
});
