import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CommerceUnavailableError,
  catalogFromShopApi,
  descriptionText,
  fetchCatalog,
  type RawCollection,
  type RawProduct,
  vendureLanguageCode,
} from "../app/catalog/shop-api.server.ts";

const request = {
  endpoint: "http://localhost:3999/shop-api",
  channel: "us",
  languageCode: "en",
  storefront: "us",
  language: "en" as const,
  currency: "USD",
};
const channel = { code: "us", currencyCode: "USD", pricesIncludeTax: false };

const crib: RawProduct = {
  id: "1",
  slug: "babybett",
  name: "Babybett",
  description: "<p>Massive Birke.</p>",
  featuredAsset: null,
  translations: [
    { languageCode: "de", slug: "babybett" },
    { languageCode: "en", slug: "baby-crib" },
  ],
  collections: [{ id: "2" }],
  facetValues: [{ code: "cribs", name: "Betten", facet: { code: "category" } }],
  variants: [
    {
      sku: "CRIB-1",
      name: "Babybett Birke",
      price: 29328,
      priceWithTax: 34900,
      stockLevel: "IN_STOCK",
      options: [{ code: "birch", name: "Birke" }],
    },
  ],
};
const root: RawCollection = { id: "1", slug: "__root_collection__", name: "root", description: "", translations: [] };
const cribs: RawCollection = {
  id: "2",
  slug: "betten",
  name: "Betten",
  description: "",
  translations: [
    { languageCode: "de", slug: "betten" },
    { languageCode: "en", slug: "cribs" },
  ],
};

const german = { storefront: "de", language: "de" as const, currency: "EUR" };
const germanChannel = { code: "de", currencyCode: "EUR", pricesIncludeTax: true };

describe("catalogFromShopApi", () => {
  const catalog = catalogFromShopApi(german, germanChannel, [crib], [root, cribs]);

  it("keys products and categories by their English slugs, addresses by the language's", () => {
    expect(catalog.products[0]).toMatchObject({ key: "baby-crib", slug: "babybett", category: "cribs" });
    expect(catalog.categories).toEqual([{ key: "cribs", slug: "betten", name: "Betten", description: "" }]);
  });

  it("keeps both prices, the colour and whether shelf prices include tax", () => {
    expect(catalog.pricesIncludeTax).toBe(true);
    expect(catalog.products[0]?.variants[0]).toEqual({
      sku: "CRIB-1",
      name: "Babybett Birke",
      colour: { key: "birch", name: "Birke" },
      price: 29328,
      priceWithTax: 34900,
      stockLevel: "IN_STOCK",
    });
  });

  it("uses the category facet values as categories when Vendure has no collections", () => {
    const byFacet = catalogFromShopApi(german, germanChannel, [{ ...crib, collections: [] }], [root]);
    expect(byFacet.categories).toEqual([{ key: "cribs", slug: "cribs", name: "Betten", description: "" }]);
  });

  it("makes a product in no category an add-on", () => {
    const giftBox = { ...crib, id: "9", slug: "gift-box", translations: [], collections: [], facetValues: [] };
    expect(catalogFromShopApi(german, germanChannel, [giftBox], [root, cribs]).products[0]?.category).toBeNull();
  });

  it("refuses a channel that answers in another currency than the storefront's", () => {
    expect(() => catalogFromShopApi(german, channel, [crib], [cribs])).toThrow(
      /sells in EUR but its channel answers in USD/,
    );
  });

  it("names the field of a malformed answer", () => {
    const negative = { ...crib, variants: [{ ...crib.variants[0], priceWithTax: -1 }] } as RawProduct;
    expect(() => catalogFromShopApi(german, germanChannel, [negative], [cribs])).toThrow(
      /products\.0\.variants\.0\.priceWithTax/,
    );
  });
});

function answer(products: RawProduct[]) {
  return vi.fn(async (_url: URL, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    const data = query.includes("StorefrontProducts")
      ? { products: { totalItems: products.length, items: products } }
      : { activeChannel: channel, collections: { totalItems: 2, items: [root, cribs] } };
    return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchCatalog", () => {
  it("asks the storefront's channel in the page language", async () => {
    const fetch = answer([]);
    vi.stubGlobal("fetch", fetch);
    await fetchCatalog({ ...request, languageCode: "zh_Hant" });
    const [url, init] = fetch.mock.calls[0] as [URL, RequestInit];
    expect(url.searchParams.get("languageCode")).toBe("zh_Hant");
    expect((init.headers as Record<string, string>)["vendure-token"]).toBe("us");
  });

  it("reads products and the channel's tax display", async () => {
    vi.stubGlobal("fetch", answer([crib]));
    const catalog = await fetchCatalog(request);
    expect(catalog.pricesIncludeTax).toBe(false);
    expect(catalog.products.map((product) => product.key)).toEqual(["baby-crib"]);
  });

  it("names the address and the fix when commerce is not running", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
      }),
    );
    const failure = fetchCatalog(request);
    await expect(failure).rejects.toBeInstanceOf(CommerceUnavailableError);
    await expect(failure).rejects.toThrow(/localhost:3999\/shop-api \(ECONNREFUSED\).*COMMERCE_SHOP_API/);
  });

  it("reports GraphQL errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ errors: [{ message: "Cannot query field" }] }))),
    );
    await expect(fetchCatalog(request)).rejects.toThrow(/Cannot query field/);
  });
});

describe("descriptionText", () => {
  it("turns paragraphs and line breaks into lines and decodes entities", () => {
    expect(descriptionText("<p>Soft &amp; calm</p><p>Rocks<br/>gently</p>")).toBe("Soft & calm\nRocks\ngently");
  });
});

describe("vendureLanguageCode", () => {
  it("uses an underscore for script subtags", () => {
    expect(vendureLanguageCode("zh-Hant")).toBe("zh_Hant");
    expect(vendureLanguageCode("de")).toBe("de");
  });
});
