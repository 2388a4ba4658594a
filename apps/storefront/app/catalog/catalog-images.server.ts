import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { CatalogExportError, type CatalogImage } from "@hushling/catalog";
import type { Storefront } from "@hushling/storefronts";
import type { Catalog } from "./catalog-products.ts";
import { exportCommand, loadCatalog } from "./catalog-source.server.ts";

/** Every picture file a catalog names (products and their variants, their galleries included), each once. */
export function catalogImageFiles(catalog: Pick<Catalog, "products">): Set<string> {
  const images: (CatalogImage | null)[] = catalog.products.flatMap((product) => [
    product.image,
    ...(product.gallery ?? []),
    ...product.variants.flatMap((variant) => [variant.image, ...(variant.gallery ?? [])]),
  ]);
  return new Set(images.flatMap((image) => (image ? [image.file] : [])));
}

/**
 * Copies the pictures the storefront's catalogs name (every language) from the export folder into
 * the build (`{client}/images/…`, what `siteImagePath` links), so the static site needs no commerce
 * server. A file the export lacks fails the build, naming it. Returns how many were copied.
 */
export async function copyCatalogImages(
  storefront: Storefront,
  clientDirectory: string,
  exportDirectory: string,
): Promise<number> {
  const files = new Set<string>();
  for (const { code } of storefront.languages) {
    for (const file of catalogImageFiles(await loadCatalog(storefront, code, exportDirectory))) files.add(file);
  }
  for (const file of files) {
    const from = path.join(exportDirectory, file);
    if (!existsSync(from)) {
      throw new CatalogExportError(
        `${from} is missing though the ${storefront.id} catalog names it; run \`${exportCommand}\` again`,
      );
    }
    const to = path.join(clientDirectory, file);
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to);
  }
  return files.size;
}
