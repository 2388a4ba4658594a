import { type CatalogGalleryImage, type GalleryView, galleryViews } from "@hushling/catalog";
import type { LanguageCode } from "@hushling/storefronts";
import { galleryAlt } from "../catalog/gallery-alt.ts";
import type { ShopAsset, ShopProduct } from "./shop-catalog-query.ts";
import type { ImageOf } from "./storefront-catalog.ts";

const viewInName = new RegExp(`-(${galleryViews.join("|")})\\.[a-z0-9]+$`);

/**
 * What a picture shows, from its asset name: the seeded illustrations are named
 * `{product}-{colour}-{view}.svg`. A picture uploaded under another name has no known view.
 */
export function viewOfAsset(asset: Pick<ShopAsset, "name">): GalleryView | null {
  return (viewInName.exec(asset.name)?.[1] as GalleryView | undefined) ?? null;
}

/**
 * A product's or variant's gallery with alt text in the export's language. `colourOf` names the
 * colour a picture shows (the colour of the variant that holds it), null when none does.
 */
export function galleryOf(
  assets: readonly ShopAsset[],
  imageOf: ImageOf,
  language: LanguageCode,
  productName: string,
  colourOf: (asset: ShopAsset) => string | null,
): CatalogGalleryImage[] {
  return assets.map((asset) => {
    const view = viewOfAsset(asset);
    return { ...imageOf(asset), view, alt: galleryAlt(language, productName, colourOf(asset), view) };
  });
}

/** The colour name of the variant whose gallery holds an asset, for the product-level gallery. */
export function colourOfAssetIn(product: ShopProduct): (asset: ShopAsset) => string | null {
  return (asset) =>
    product.variants.find((variant) => variant.assets.some((candidate) => candidate.id === asset.id))?.options[0]
      ?.name ?? null;
}
