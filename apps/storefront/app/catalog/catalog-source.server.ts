import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CatalogExportError, catalogExportFile, parseCatalogExport } from "@hushling/catalog";
import type { LanguageCode, Storefront } from "@hushling/storefronts";
import type { Catalog } from "./catalog-products.ts";

/** What refreshes the export; every message about a missing or broken export names it. */
export const exportCommand = "npm run export -w @hushling/commerce";

/** Reads and validates one export file; a missing or broken file fails the build naming it and the command. */
export function readExportFile<T>(file: string, parse: (json: unknown, file: string) => T): T {
  if (!existsSync(file)) {
    throw new CatalogExportError(
      `${file} does not exist: the storefront builds from the commerce export. Run \`${exportCommand}\` ` +
        "with the commerce server running (npm start and `build:all` do), or set COMMERCE_EXPORT_DIR.",
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new CatalogExportError(
      `${file}: not valid JSON (${(error as Error).message}); run \`${exportCommand}\` again`,
    );
  }
  return parse(json, file);
}

// One build reads each catalog once, however many pages it prerenders.
const cache = new Map<string, Catalog>();

/**
 * The catalog of a storefront in one of its languages, from the commerce export folder
 * (`{exportDirectory}/{storefront}/{language}.json`, the build setting `exportDirectory`).
 */
export async function loadCatalog(
  storefront: Storefront,
  language: LanguageCode,
  exportDirectory: string,
): Promise<Catalog> {
  const file = path.join(exportDirectory, catalogExportFile(storefront.id, language));
  let catalog = cache.get(file);
  if (!catalog) {
    catalog = readExportFile(file, parseCatalogExport);
    cache.set(file, catalog);
  }
  return catalog;
}
