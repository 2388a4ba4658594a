import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  catalogExportFile,
  parseStoreContent,
  type StoreExport,
  storeExportFile,
  storefrontStoreExport,
} from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { catalog } from "./catalog-fixture.ts";

const repoRoot = path.join(import.meta.dirname, "..", "..", "..");

/**
 * A catalog export of the us storefront in `directory`, as `npm run export -w @hushling/commerce` lays it
 * out: the small test catalog and the stores of content/stores. Enough for a dev server or a build of us
 * without starting commerce.
 */
export function writeFixtureExport(directory: string): void {
  const us = storefrontRegistry.byId("us");
  const storesFile = path.join(repoRoot, "content", "stores", "stores.json");
  const stores = parseStoreContent(JSON.parse(readFileSync(storesFile, "utf8")), storesFile);
  const files: [string, unknown][] = [
    [catalogExportFile(us.id, "en"), catalog],
    [storeExportFile(us.id), storefrontStoreExport(stores, us) satisfies StoreExport],
  ];
  for (const [file, json] of files) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), JSON.stringify(json));
  }
}
