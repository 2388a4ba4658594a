import type { CatalogImage } from "@hushling/catalog";

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
  return image ? { url: siteImagePath(image), width: image.width, height: image.height } : null;
}
