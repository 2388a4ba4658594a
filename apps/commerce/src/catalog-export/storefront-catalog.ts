import { type CatalogExport, parseCatalogExport, type ShopBundleComponents, withBundles } from "@hushling/catalog";
import type { LanguageCode, Storefront } from "@hushling/storefronts";

export class CatalogExportFailure extends Error {
  override name = "CatalogExportFailure";
}

type ShopVariant = {
  sku: string;
  name: string;
  price: number;
  priceWithTax: number;
  stockLevel: string;
  options: Array<{ code: string; name: string }>;
  /** Set on bundles (plugins/bundles). */
  bundle: { components: Array<{ sku: string; quantity: number }> } | null;
};
type ShopProduct = {
  id: string;
  slug: string;
  name: string;
  description: string;
  featuredAsset: { preview: string } | null;
  facetValues: Array<{ code: string; facet: { code: string } }>;
  variants: ShopVariant[];
};
type ShopCollection = { id: string; slug: string; name: string; description: string };
type CatalogPage = {
  activeChannel: { code: string; currencyCode: string; pricesIncludeTax: boolean };
  collections: { items: ShopCollection[] };
  products: { totalItems: number; items: ShopProduct[] };
};

const pageSize = 100;
const catalogQuery = `query Catalog($skip: Int!, $take: Int!) {
  activeChannel { code currencyCode pricesIncludeTax }
  collections(options: { take: 100 }) { items { id slug name description } }
  products(options: { skip: $skip, take: $take, sort: { id: ASC } }) {
    totalItems
    items {
      id slug name description
      featuredAsset { preview }
      facetValues { code facet { code } }
      variants { sku name price priceWithTax stockLevel options { code name } bundle { components { sku quantity } } }
    }
  }
}`;

/** Posts one Shop API query for a channel and language; GraphQL errors become a CatalogExportFailure. */
export async function shopQuery<T>(
  shopApiUrl: string,
  channel: string,
  language: LanguageCode,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const url = `${shopApiUrl}?languageCode=${encodeURIComponent(language.replace("-", "_"))}`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": channel },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new CatalogExportFailure(`${url} (${channel}) answered ${response.status}`);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) {
    throw new CatalogExportFailure(`${channel}/${language}: ${body.errors?.map((error) => error.message).join("; ")}`);
  }
  return body.data;
}

async function catalogPages(shopApiUrl: string, channel: string, language: LanguageCode): Promise<CatalogPage> {
  const first = await shopQuery<CatalogPage>(shopApiUrl, channel, language, catalogQuery, { skip: 0, take: pageSize });
  const items = [...first.products.items];
  while (items.length < first.products.totalItems) {
    const next = await shopQuery<CatalogPage>(shopApiUrl, channel, language, catalogQuery, {
      skip: items.length,
      take: pageSize,
    });
    if (next.products.items.length === 0) break;
    items.push(...next.products.items);
  }
  return { ...first, products: { totalItems: first.products.totalItems, items } };
}

function stockLevel(value: string): "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" {
  return value === "OUT_OF_STOCK" || value === "LOW_STOCK" ? value : "IN_STOCK";
}

/**
 * Reads a storefront's catalog in each of its languages from the Shop API and shapes it as the
 * catalog export. Keys (product, category) are the English slugs, so every language can be matched.
 */
export async function exportStorefrontCatalog(
  shopApiUrl: string,
  storefront: Storefront,
): Promise<Map<LanguageCode, CatalogExport>> {
  const english = await catalogPages(shopApiUrl, storefront.id, "en");
  const productKeys = new Map(english.products.items.map((product) => [product.id, product.slug]));
  const collectionKeys = new Map(english.collections.items.map((collection) => [collection.id, collection.slug]));
  const exports = new Map<LanguageCode, CatalogExport>();

  for (const { code: language } of storefront.languages) {
    const page = language === "en" ? english : await catalogPages(shopApiUrl, storefront.id, language);
    const bundles = new Map<string, ShopBundleComponents>();
    for (const product of page.products.items) {
      const components = product.variants[0]?.bundle?.components;
      if (components) bundles.set(productKeys.get(product.id) ?? product.slug, components);
    }
    const candidate = {
      storefront: storefront.id,
      language,
      currency: page.activeChannel.currencyCode,
      pricesIncludeTax: page.activeChannel.pricesIncludeTax,
      categories: page.collections.items.map((collection) => ({
        key: collectionKeys.get(collection.id) ?? collection.slug,
        slug: collection.slug,
        name: collection.name,
        description: collection.description,
      })),
      products: withBundles(
        page.products.items.map((product) => ({
          id: product.id,
          key: productKeys.get(product.id) ?? product.slug,
          slug: product.slug,
          name: product.name,
          description: product.description,
          category: product.facetValues.find((value) => value.facet.code === "category")?.code ?? null,
          image: product.featuredAsset?.preview ?? null,
          variants: product.variants.map((variant) => ({
            sku: variant.sku,
            name: variant.name,
            colour: variant.options[0] ? { key: variant.options[0].code, name: variant.options[0].name } : null,
            price: variant.price,
            priceWithTax: variant.priceWithTax,
            stockLevel: stockLevel(variant.stockLevel),
          })),
        })),
        bundles,
      ),
    };
    if (candidate.currency !== storefront.currency) {
      throw new CatalogExportFailure(
        `Channel ${storefront.id} sells in ${candidate.currency}, the storefront in ${storefront.currency}`,
      );
    }
    exports.set(language, parseCatalogExport(candidate, `${storefront.id}/${language}`));
  }
  return exports;
}
