import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { CatalogExportError, parseCatalogExport } from "@hushling/catalog";
import type { LanguageCode, Storefront } from "@hushling/storefronts";
import type { Catalog } from "./catalog-products.ts";
import { CommerceUnavailableError, defaultShopApiUrl, fetchCatalog, vendureLanguageCode } from "./shop-api.server.ts";

/**
 * Where the commerce export lives (`npm run export -w @hushling/commerce` writes
 * `{dir}/{storefront}/{language}.json`); when a file is there the build reads it instead of querying
 * the Shop API. Relative to the storefront app; env COMMERCE_EXPORT_DIR overrides.
 */
export function exportDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.COMMERCE_EXPORT_DIR ?? "../../data/export");
}

function readExport(file: string): Catalog {
  try {
    return parseCatalogExport(JSON.parse(readFileSync(file, "utf8")), file);
  } catch (error) {
    if (error instanceof CatalogExportError) throw error;
    throw new CommerceUnavailableError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

// One build reads each catalog once, however many pages it prerenders.
const cache = new Map<string, Promise<Catalog>>();

/** The catalog of a storefront in one of its languages, from the commerce export or the live Shop API. */
export function loadCatalog(storefront: Storefront, language: LanguageCode, env = process.env): Promise<Catalog> {
  const key = `${storefront.id}/${language}`;
  let pending = cache.get(key);
  if (!pending) {
    const file = path.join(exportDirectory(env), storefront.id, `${language}.json`);
    pending = existsSync(file)
      ? Promise.resolve().then(() => readExport(file))
      : fetchCatalog({
          endpoint: env.COMMERCE_SHOP_API ?? defaultShopApiUrl,
          channel: storefront.id,
          languageCode: vendureLanguageCode(language),
          storefront: storefront.id,
          language,
          currency: storefront.currency,
        });
    cache.set(key, pending);
  }
  return pending;
}
