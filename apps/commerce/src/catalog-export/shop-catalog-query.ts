import type { LanguageCode } from "@hushling/storefronts";

export class CatalogExportFailure extends Error {
  override name = "CatalogExportFailure";
}

/** An asset as the Shop API describes it; `source` is the original file on the asset server. */
export type ShopAsset = { id: string; name: string; source: string; mimeType: string; width: number; height: number };

export type ShopVariant = {
  sku: string;
  name: string;
  price: number;
  priceWithTax: number;
  stockLevel: string;
  featuredAsset: ShopAsset | null;
  /** The variant's gallery, in Vendure's asset order. */
  assets: ShopAsset[];
  options: Array<{ code: string; name: string }>;
  /** Set on bundles (plugins/bundles). */
  bundle: { components: Array<{ sku: string; quantity: number }> } | null;
};
/** An entity's slug in every language it is translated into; the English one is its key. */
export type ShopTranslations = Array<{ languageCode: string; slug: string }>;
export type ShopProduct = {
  id: string;
  slug: string;
  translations: ShopTranslations;
  name: string;
  description: string;
  featuredAsset: ShopAsset | null;
  /** The product's gallery, in Vendure's asset order. */
  assets: ShopAsset[];
  facetValues: Array<{ code: string; facet: { code: string } }>;
  variants: ShopVariant[];
};
export type ShopCollection = {
  id: string;
  slug: string;
  translations: ShopTranslations;
  name: string;
  description: string;
  position: number;
  parentId: string;
};
export type ShopChannel = { code: string; currencyCode: string; pricesIncludeTax: boolean };
/** One channel language of the Shop API, every page read. */
export type ShopCatalog = { channel: ShopChannel; collections: ShopCollection[]; products: ShopProduct[] };

const pageSize = 100;
const assetFields = "id name source mimeType width height";
const catalogQuery = `query Catalog($skip: Int!, $take: Int!) {
  activeChannel { code currencyCode pricesIncludeTax }
  collections(options: { skip: $skip, take: $take }) {
    totalItems
    items { id slug name description position parentId translations { languageCode slug } }
  }
  products(options: { skip: $skip, take: $take, sort: { id: ASC } }) {
    totalItems
    items {
      id slug name description
      translations { languageCode slug }
      featuredAsset { ${assetFields} }
      assets { ${assetFields} }
      facetValues { code facet { code } }
      variants {
        sku name price priceWithTax stockLevel
        featuredAsset { ${assetFields} }
        assets { ${assetFields} }
        options { code name }
        bundle { components { sku quantity } }
      }
    }
  }
}`;

/**
 * `fetch` that tries a read twice more when the connection fails (not when the server answers):
 * Node's keep-alive pool can reuse a socket the server is just closing, which surfaces as ECONNRESET.
 */
export async function fetchRead(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

type Page<T> = { totalItems: number; items: T[] };
type CatalogPage = { activeChannel: ShopChannel; collections: Page<ShopCollection>; products: Page<ShopProduct> };

/** Posts one Shop API query for a channel and language; HTTP and GraphQL errors become a CatalogExportFailure. */
async function shopQuery<T>(
  shopApiUrl: string,
  channel: string,
  language: LanguageCode,
  variables: Record<string, unknown>,
): Promise<T> {
  const url = `${shopApiUrl}?languageCode=${encodeURIComponent(language.replace("-", "_"))}`;
  let response: Response;
  try {
    response = await fetchRead(url, {
      method: "POST",
      headers: { "content-type": "application/json", "vendure-token": channel },
      body: JSON.stringify({ query: catalogQuery, variables }),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CatalogExportFailure(`Cannot reach the commerce Shop API at ${shopApiUrl} (${cause})`);
  }
  if (!response.ok) throw new CatalogExportFailure(`${url} (${channel}) answered ${response.status}`);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (body.errors?.length || !body.data) {
    throw new CatalogExportFailure(`${channel}/${language}: ${body.errors?.map((error) => error.message).join("; ")}`);
  }
  return body.data;
}

/** Reads every product and collection of a channel in one language, a page of 100 at a time. */
export async function readShopCatalog(
  shopApiUrl: string,
  channel: string,
  language: LanguageCode,
): Promise<ShopCatalog> {
  const products: ShopProduct[] = [];
  const collections: ShopCollection[] = [];
  let activeChannel: ShopChannel | undefined;
  for (let skip = 0; ; skip += pageSize) {
    const page = await shopQuery<CatalogPage>(shopApiUrl, channel, language, { skip, take: pageSize });
    activeChannel ??= page.activeChannel;
    products.push(...page.products.items);
    collections.push(...page.collections.items);
    const more = (read: number, page: Page<unknown>) => read < page.totalItems && page.items.length > 0;
    if (!more(products.length, page.products) && !more(collections.length, page.collections)) break;
  }
  if (!activeChannel) throw new CatalogExportFailure(`${channel}/${language}: no active channel`);
  return { channel: activeChannel, collections, products };
}
