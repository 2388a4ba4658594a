import type { CatalogGalleryImage, CatalogImage } from "@hushling/catalog";

/** A picture as pages use it: its address on the storefront's own host, and its size for the box. */
export type SiteImage = { url: string; width: number; height: number };

/**
 * Where an export picture is served: the build copies `{export}/images/…` to the site's `/images/…`
 * (status-files.server.ts), so pages need no commerce server and hosts may cache the hashed files forever.
 */
export function siteImagePath(image: Pick<CatalogImage, "file">): string {
  return `/${image.file}`;
}

export function siteImage(image: CatalogImage | null): SiteImage | null {
  return image ? siteImageOf(image) : null;
}

/** A gallery picture as the product page shows it: the file on the site and what it shows, in words. */
export type GalleryPicture = SiteImage & { alt: string };

/**
 * A variant's gallery (its colour's views, front first); a catalog without galleries gives the one picture
 * it has, described by the product's name.
 */
export function galleryPictures(
  gallery: readonly CatalogGalleryImage[] | undefined,
  fallback: SiteImage | null,
  fallbackAlt: string,
): GalleryPicture[] {
  if (gallery?.length) return gallery.map((image) => ({ ...siteImageOf(image), alt: image.alt }));
  return fallback ? [{ ...fallback, alt: fallbackAlt }] : [];
}

function siteImageOf(image: CatalogImage): SiteImage {
  return { url: siteImagePath(image), width: image.width, height: image.height };
}
