import path from "node:path";
import { CatalogExportError, type CatalogStore, parseStoreExport, storeExportFile } from "@hushling/catalog";
import type { Storefront } from "@hushling/storefronts";
import { readExportFile } from "../catalog/catalog-source.server.ts";

// One build reads its store list once, however many languages it prerenders.
const cache = new Map<string, CatalogStore[]>();

/**
 * The storefront's retail stores (those in the countries it serves) from the commerce export, which
 * took them from `content/stores/stores.json`; a missing file fails the build naming it and the command.
 */
export function loadStores(storefront: Storefront, exportDirectory: string): CatalogStore[] {
  const file = path.join(exportDirectory, storeExportFile(storefront.id));
  let stores = cache.get(file);
  if (!stores) {
    const exported = readExportFile(file, parseStoreExport);
    if (exported.storefront !== storefront.id) {
      throw new CatalogExportError(`${file}: storefront: "${exported.storefront}", expected "${storefront.id}"`);
    }
    stores = exported.stores;
    cache.set(file, stores);
  }
  return stores;
}
