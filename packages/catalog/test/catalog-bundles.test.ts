import { describe, expect, it } from "vitest";
import { shapeBundle, withBundles } from "../src/catalog-bundles.ts";
import { bundleSaving, CatalogExportError, parseCatalogExport } from "../src/catalog-export-schema.ts";

const variant = (sku: string, price: number, priceWithTax: number) => ({
  id: `id-${sku}`,
  sku,
  name: sku,
  colour: null,
  price,
  priceWithTax,
  stockLevel: "IN_STOCK" as const,
  image: null,
});
const product = (key: string, variants: ReturnType<typeof variant>[]) => ({
  id: key,
  key,
  slug: key,
  name: key,
  description: "",
  category: "bouncers",
  image: null,
  variants,
});
const bouncer = product("bouncer-bliss", [
  variant("HL-BLISS-GRAY", 19244, 22900),
  variant("HL-BLISS-OAT", 19244, 22900),
]);
const toy = product("soft-friends-elephant", [variant("HL-ELEPHANT", 2008, 2390)]);
const set = product("bouncer-bliss-soft-friends-set", [variant("HL-SET", 20084, 23900)]);
const components = [
  { sku: "HL-BLISS-GRAY", quantity: 1 },
  { sku: "HL-ELEPHANT", quantity: 2 },
];

describe("shapeBundle", () => {
  it("gives each component its product key and sums the components' prices by quantity", () => {
    expect(shapeBundle("set", components, [bouncer, toy])).toEqual({
      components: [
        { key: "bouncer-bliss", sku: "HL-BLISS-GRAY", quantity: 1 },
        { key: "soft-friends-elephant", sku: "HL-ELEPHANT", quantity: 2 },
      ],
      componentsPrice: 19244 + 2 * 2008,
      componentsPriceWithTax: 22900 + 2 * 2390,
    });
  });

  it("names the bundle and the SKU when a component is not in the catalog", () => {
    expect(() => shapeBundle("the-set", [{ sku: "HL-GONE", quantity: 1 }], [bouncer])).toThrow(
      new CatalogExportError('bundle "the-set": component HL-GONE is not in this catalog'),
    );
  });
});

describe("withBundles", () => {
  it("adds a bundle only to the products listed with components", () => {
    const shaped = withBundles([bouncer, toy, set], new Map([["bouncer-bliss-soft-friends-set", components]]));
    expect(shaped[0]).toBe(bouncer);
    expect(shaped[2]?.bundle?.components.map((component) => component.key)).toEqual([
      "bouncer-bliss",
      "soft-friends-elephant",
    ]);
  });
});

describe("bundles in the export schema", () => {
  const catalog = (products: unknown[]) => ({
    storefront: "de",
    language: "de",
    currency: "EUR",
    pricesIncludeTax: true,
    categories: [
      { key: "bouncers", slug: "babywippen", name: "Babywippen", description: "", parent: null, children: [] },
    ],
    products,
  });
  const bundled = withBundles([bouncer, toy, set], new Map([[set.key, components]]));

  it("accepts a bundle whose components are products of the same export", () => {
    const parsed = parseCatalogExport(catalog(bundled), "de/de.json");
    expect(parsed.products[2]?.bundle?.componentsPriceWithTax).toBe(27680);
    expect(parsed.products[0]?.bundle).toBeUndefined();
  });

  it("rejects a component that names an unknown product, a missing SKU or another bundle", () => {
    const withComponents = (list: Array<{ key: string; sku: string; quantity: number }>) => [
      bouncer,
      toy,
      { ...set, bundle: { components: list, componentsPrice: 1, componentsPriceWithTax: 1 } },
    ];
    expect(() =>
      parseCatalogExport(
        catalog(
          withComponents([
            { key: "moon-rocket", sku: "X", quantity: 1 },
            { key: "bouncer-bliss", sku: "HL-BLISS-GRAY", quantity: 1 },
          ]),
        ),
        "de/de.json",
      ),
    ).toThrow(/products\.2\.bundle\.components\.0: unknown product "moon-rocket"/);
    expect(() =>
      parseCatalogExport(
        catalog(
          withComponents([
            { key: "bouncer-bliss", sku: "HL-BLISS-BLACK", quantity: 1 },
            { key: "soft-friends-elephant", sku: "HL-ELEPHANT", quantity: 1 },
          ]),
        ),
        "de/de.json",
      ),
    ).toThrow(/"bouncer-bliss" has no variant HL-BLISS-BLACK/);
    expect(() =>
      parseCatalogExport(
        catalog(
          withComponents([
            { key: "bouncer-bliss-soft-friends-set", sku: "HL-SET", quantity: 1 },
            { key: "soft-friends-elephant", sku: "HL-ELEPHANT", quantity: 1 },
          ]),
        ),
        "de/de.json",
      ),
    ).toThrow(/is itself a bundle/);
  });

  it("rejects a bundle of one component", () => {
    const single = [
      bouncer,
      {
        ...set,
        bundle: {
          components: [{ key: "bouncer-bliss", sku: "HL-BLISS-GRAY", quantity: 1 }],
          componentsPrice: 1,
          componentsPriceWithTax: 1,
        },
      },
    ];
    expect(() => parseCatalogExport(catalog(single), "de/de.json")).toThrow(/at least two components/);
  });
});

describe("bundleSaving", () => {
  const [, , bundle] = withBundles([bouncer, toy, set], new Map([[set.key, components]]));

  it("is the components' shelf price minus the set's, on the storefront's tax basis", () => {
    expect(bundleSaving({ pricesIncludeTax: true }, bundle as never)).toBe(22900 + 2 * 2390 - 23900);
    expect(bundleSaving({ pricesIncludeTax: false }, bundle as never)).toBe(19244 + 2 * 2008 - 20084);
  });

  it("is undefined for a product that is not a bundle", () => {
    expect(bundleSaving({ pricesIncludeTax: true }, bouncer)).toBeUndefined();
  });
});
