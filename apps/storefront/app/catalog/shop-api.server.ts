import {
  type CatalogExport,
  CatalogExportError,
  parseCatalogExport,
  type ShopBundleComponents,
  withBundles,
} from "@hushling/catalog";
import type { LanguageCode } from "@hushling/storefronts";

export const defaultShopApiUrl = "http://localhost:3000/shop-api";

export class CommerceUnavailableError extends Error {
  override name = "CommerceUnavailableError";
}

type ShopApiRequest = {
  endpoint: string;
  /** The Vendure channel token, which is the storefront id. */
  channel: string;
  /** Vendure language code, e.g. `en` or `zh_Hant`. */
  languageCode: string;
};

const pageSize = 100;

const productsQuery = /* GraphQL */ `
  query StorefrontProducts($skip: Int!, $take: Int!) {
    products(options: { skip: $skip, take: $take, sort: { id: ASC } }) {
      totalItems
      items {
        id
        slug
        name
        description
        featuredAsset { preview }
        translations { languageCode slug }
        collections { id }
        facetValues { code name facet { code } }
        variants { sku name price priceWithTax stockLevel options { code name } bundle { components { sku quantity } } }
      }
    }
  }
`;

const collectionsQuery = /* GraphQL */ `
  query StorefrontCollections($skip: Int!, $take: Int!) {
    activeChannel { code currencyCode pricesIncludeTax }
    collections(options: { skip: $skip, take: $take }) {
      totalItems
      items { id slug name description translations { languageCode slug } }
    }
  }
`;

type Translations = { languageCode: string; slug: string }[];
export type RawProduct = {
  id: string;
  slug: string;
  name: string;
  description: string;
  featuredAsset: { preview: string } | null;
  translations: Translations;
  collections: { id: string }[];
  facetValues: { code: string; name: string; facet: { code: string } }[];
  variants: {
    sku: string;
    name: string;
    price: number;
    priceWithTax: number;
    stockLevel: string;
    options: { code: string; name: string }[];
    /** Set on bundles (the commerce bundles plugin); absent from older fixtures. */
    bundle?: { components: { sku: string; quantity: number }[] } | null;
  }[];
};
export type RawCollection = { id: string; slug: string; name: string; description: string; translations: Translations };
type Channel = { code: string; currencyCode: string; pricesIncludeTax: boolean };
type Page<T> = { totalItems: number; items: T[] };

/** Vendure's root collection is an implementation detail; its children are the top-level categories. */
const rootCollectionSlug = "__root_collection__";
/** The facet whose value is a product's category (its code is the category key). */
const categoryFacetCode = "category";

/** Maps our language codes to Vendure's LanguageCode enum (`zh-Hant` -> `zh_Hant`). */
export function vendureLanguageCode(language: string): string {
  return language.replace("-", "_");
}

/** The English slug of a translated entity (its key); its own slug when it has no English translation. */
export function englishSlugOf(entity: { slug: string; translations?: Translations }): string {
  return entity.translations?.find((translation) => translation.languageCode === "en")?.slug || entity.slug;
}

async function shopApiQuery<T>(request: ShopApiRequest, query: string, variables: Record<string, unknown>): Promise<T> {
  const url = new URL(request.endpoint);
  url.searchParams.set("languageCode", request.languageCode);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "vendure-token": request.channel },
      body: JSON.stringify({ query, variables }),
      // build:all asks for every catalog at once; a fresh commerce server on a busy 2-core machine
      // has taken over 30 s to answer them all.
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : "";
    throw new CommerceUnavailableError(
      `Cannot reach the commerce Shop API at ${request.endpoint} (${cause}) to build storefront "${request.channel}". ` +
        "Start the commerce server first (npm start does), or point COMMERCE_SHOP_API at a running one.",
    );
  }
  const body = (await response.json().catch(() => null)) as { data?: T; errors?: { message: string }[] } | null;
  if (!response.ok || !body?.data || body.errors?.length) {
    const detail = body?.errors?.map((error) => error.message).join("; ") ?? `HTTP ${response.status}`;
    throw new CommerceUnavailableError(
      `The commerce Shop API at ${request.endpoint} refused the catalog query for storefront "${request.channel}": ${detail}`,
    );
  }
  return body.data;
}

async function allPages<T, Extra extends object = object>(
  request: ShopApiRequest,
  query: string,
  field: string,
): Promise<{ items: T[]; first: Extra }> {
  const items: T[] = [];
  let first: Extra | undefined;
  for (let skip = 0; ; skip += pageSize) {
    const data = await shopApiQuery<Extra & Record<string, Page<T>>>(request, query, { skip, take: pageSize });
    first ??= data;
    const page = data[field];
    if (!page) throw new CommerceUnavailableError(`The Shop API answer has no "${field}"`);
    items.push(...page.items);
    if (items.length >= page.totalItems || page.items.length === 0) return { items, first };
  }
}

/** Vendure descriptions are HTML written in the Admin UI; the storefront shows them as plain paragraphs. */
export function descriptionText(html: string): string {
  return html
    .replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

function stockLevel(value: string): "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" {
  return value === "OUT_OF_STOCK" || value === "LOW_STOCK" ? value : "IN_STOCK";
}

/**
 * Shapes one channel language of the Shop API as the commerce catalog export. A product's category
 * is its `category` facet value, else its first collection; keys are English slugs. Without
 * collections, the category facet values stand in as the categories.
 */
export function catalogFromShopApi(
  target: { storefront: string; language: LanguageCode; currency: string },
  channel: Channel,
  products: readonly RawProduct[],
  collections: readonly RawCollection[],
): CatalogExport {
  const published = collections.filter((collection) => collection.slug !== rootCollectionSlug);
  const collectionKey = new Map(published.map((collection) => [collection.id, englishSlugOf(collection)]));
  const categoryOf = (product: RawProduct) =>
    product.facetValues.find((value) => value.facet.code === categoryFacetCode)?.code ??
    product.collections.map((collection) => collectionKey.get(collection.id)).find(Boolean) ??
    null;
  const facetCategories = new Map<string, { key: string; slug: string; name: string; description: string }>();
  for (const product of products) {
    for (const value of product.facetValues) {
      if (value.facet.code === categoryFacetCode && !facetCategories.has(value.code)) {
        facetCategories.set(value.code, { key: value.code, slug: value.code, name: value.name, description: "" });
      }
    }
  }
  const categories =
    published.length > 0
      ? published.map((collection) => ({
          key: englishSlugOf(collection),
          slug: collection.slug,
          name: collection.name,
          description: descriptionText(collection.description ?? ""),
        }))
      : [...facetCategories.values()];
  const bundles = new Map<string, ShopBundleComponents>();
  for (const product of products) {
    const components = product.variants[0]?.bundle?.components;
    if (components) bundles.set(englishSlugOf(product), components);
  }
  const shaped = products
    .filter((product) => product.variants.length > 0)
    .map((product) => ({
      id: String(product.id),
      key: englishSlugOf(product),
      slug: product.slug,
      name: product.name,
      description: product.description ?? "",
      category: categoryOf(product),
      image: product.featuredAsset?.preview ?? null,
      variants: product.variants.map((variant) => ({
        sku: variant.sku,
        name: variant.name,
        colour: variant.options[0] ? { key: variant.options[0].code, name: variant.options[0].name } : null,
        price: variant.price,
        priceWithTax: variant.priceWithTax,
        stockLevel: stockLevel(variant.stockLevel),
      })),
    }));
  const candidate = {
    storefront: target.storefront,
    language: target.language,
    currency: channel.currencyCode,
    pricesIncludeTax: channel.pricesIncludeTax,
    categories,
    products: shaped,
  };
  if (candidate.currency !== target.currency) {
    throw new CommerceUnavailableError(
      `Storefront "${target.storefront}" sells in ${target.currency} but its channel answers in ${candidate.currency}; ` +
        `is the Vendure channel token "${target.storefront}" set up?`,
    );
  }
  try {
    const withSets = { ...candidate, products: withBundles(candidate.products, bundles) };
    return parseCatalogExport(withSets, `Shop API catalog of ${target.storefront}/${target.language}`);
  } catch (error) {
    if (error instanceof CatalogExportError) throw new CommerceUnavailableError(error.message);
    throw error;
  }
}

/** Reads the whole catalog of one channel and language from the Shop API. */
export async function fetchCatalog(
  request: ShopApiRequest & { storefront: string; language: LanguageCode; currency: string },
): Promise<CatalogExport> {
  const [products, collections] = await Promise.all([
    allPages<RawProduct>(request, productsQuery, "products"),
    allPages<RawCollection, { activeChannel: Channel }>(request, collectionsQuery, "collections"),
  ]);
  return catalogFromShopApi(request, collections.first.activeChannel, products.items, collections.items);
}
