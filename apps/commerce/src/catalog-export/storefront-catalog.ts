import {
  type CatalogExport,
  type CatalogImage,
  parseCatalogExport,
  plainTextOf,
  type ShopBundleComponents,
  withBundles,
} from "@hushling/catalog";
import { catalogKey } from "@hushling/shop-api";
import type { LanguageCode, Storefront } from "@hushling/storefronts";
import { colourOfAssetIn, galleryOf } from "./export-gallery.ts";
import {
  CatalogExportFailure,
  readShopCatalog,
  type ShopAsset,
  type ShopCatalog,
  type ShopCollection,
} from "./shop-catalog-query.ts";

/** Vendure's root collection is bookkeeping; its children are the top of the category tree. */
const rootCollectionSlug = "__root_collection__";
/** The facet whose value code is a product's category key. */
const categoryFacetCode = "category";

/**
 * Pictures fetched at once from the asset server: with a gallery per colour a storefront shows
 * hundreds, and fetching one at a time left the export waiting on each round trip.
 */
const parallelDownloads = 6;

/** Where an asset's file went in the export folder; the export saves every asset before shaping. */
export type ImageOf = (asset: ShopAsset) => CatalogImage;

function stockLevel(value: string): "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK" {
  return value === "OUT_OF_STOCK" || value === "LOW_STOCK" ? value : "IN_STOCK";
}

/** Collections in shelf order: each parent followed by its children, siblings by their position. */
function treeOrder(collections: readonly ShopCollection[]): Array<ShopCollection & { parentKnown: boolean }> {
  const ids = new Set(collections.map((collection) => collection.id));
  const childrenOf = new Map<string | null, ShopCollection[]>();
  for (const collection of collections) {
    const parent = ids.has(collection.parentId) ? collection.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), collection]);
  }
  const ordered: Array<ShopCollection & { parentKnown: boolean }> = [];
  const visit = (parent: string | null) => {
    const siblings = [...(childrenOf.get(parent) ?? [])].sort((a, b) => a.position - b.position || +a.id - +b.id);
    for (const collection of siblings) {
      ordered.push({ ...collection, parentKnown: parent !== null });
      visit(collection.id);
    }
  };
  visit(null);
  return ordered;
}

/**
 * Shapes one channel language of the Shop API as the catalog export. Keys (product, category) are the
 * English slugs, so every language can be matched; a product's category is its
 * `category` facet value; collections become the category tree; descriptions become plain text.
 */
export function shapeCatalog(
  storefront: Storefront,
  language: LanguageCode,
  page: ShopCatalog,
  imageOf: ImageOf,
): CatalogExport {
  const collectionKeys = new Map(page.collections.map((collection) => [collection.id, catalogKey(collection)]));
  const keyOfCollection = (id: string) => collectionKeys.get(id);
  const collections = treeOrder(page.collections.filter((collection) => collection.slug !== rootCollectionSlug));
  const bundles = new Map<string, ShopBundleComponents>();
  for (const product of page.products) {
    const components = product.variants[0]?.bundle?.components;
    if (components) bundles.set(catalogKey(product), components);
  }
  const candidate = {
    storefront: storefront.id,
    language,
    currency: page.channel.currencyCode,
    pricesIncludeTax: page.channel.pricesIncludeTax,
    categories: collections.map((collection) => ({
      key: keyOfCollection(collection.id),
      slug: collection.slug,
      name: collection.name,
      description: plainTextOf(collection.description),
      parent: collection.parentKnown ? keyOfCollection(collection.parentId) : null,
      children: collections
        .filter((child) => child.parentKnown && child.parentId === collection.id)
        .map((child) => keyOfCollection(child.id)),
    })),
    products: withBundles(
      page.products
        .filter((product) => product.variants.length > 0)
        .map((product) => ({
          id: product.id,
          key: catalogKey(product),
          slug: product.slug,
          name: product.name,
          description: plainTextOf(product.description),
          category: product.facetValues.find((value) => value.facet.code === categoryFacetCode)?.code ?? null,
          image: product.featuredAsset ? imageOf(product.featuredAsset) : null,
          gallery: galleryOf(product.assets, imageOf, language, product.name, colourOfAssetIn(product)),
          variants: product.variants.map((variant) => ({
            id: variant.id,
            sku: variant.sku,
            name: variant.name,
            colour: variant.options[0] ? { key: variant.options[0].code, name: variant.options[0].name } : null,
            price: variant.price,
            priceWithTax: variant.priceWithTax,
            stockLevel: stockLevel(variant.stockLevel),
            image: variant.featuredAsset ? imageOf(variant.featuredAsset) : null,
            gallery: galleryOf(variant.assets, imageOf, language, product.name, () => variant.options[0]?.name ?? null),
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
  return parseCatalogExport(candidate, `${storefront.id}/${language}`);
}

function assetsOf(catalog: ShopCatalog): ShopAsset[] {
  return catalog.products.flatMap((product) => [
    ...(product.featuredAsset ? [product.featuredAsset] : []),
    ...product.assets,
    ...product.variants.flatMap((variant) => [
      ...(variant.featuredAsset ? [variant.featuredAsset] : []),
      ...variant.assets,
    ]),
  ]);
}

/**
 * Reads a storefront's catalog in each of its languages from the Shop API, has `saveImage` put every
 * picture it shows into the export folder, and shapes each language as the catalog export.
 */
export async function exportStorefrontCatalog(
  shopApiUrl: string,
  storefront: Storefront,
  saveImage: (asset: ShopAsset) => Promise<CatalogImage>,
): Promise<Map<LanguageCode, CatalogExport>> {
  const pages = new Map<LanguageCode, ShopCatalog>();
  for (const { code } of storefront.languages) pages.set(code, await readShopCatalog(shopApiUrl, storefront.id, code));
  const pending = new Map<string, ShopAsset>();
  for (const asset of [...pages.values()].flatMap(assetsOf)) pending.set(asset.id, asset);
  const queue = [...pending.values()];
  const images = new Map<string, CatalogImage>();
  await Promise.all(
    Array.from({ length: parallelDownloads }, async () => {
      for (let asset = queue.shift(); asset; asset = queue.shift()) images.set(asset.id, await saveImage(asset));
    }),
  );
  const imageOf: ImageOf = (asset) => {
    const image = images.get(asset.id);
    if (!image) throw new CatalogExportFailure(`asset ${asset.id} (${asset.name}) was not saved`);
    return image;
  };
  const exports = new Map<LanguageCode, CatalogExport>();
  for (const [language, page] of pages) {
    exports.set(language, shapeCatalog(storefront, language, page, imageOf));
  }
  return exports;
}
