import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { catalogExportFile, storeExportFile, storefrontStoreExport } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { exportImageSaver, pruneUnreferencedImages } from "./catalog-export/export-images.ts";
import { CatalogExportFailure } from "./catalog-export/shop-catalog-query.ts";
import { exportStorefrontCatalog } from "./catalog-export/storefront-catalog.ts";
import { readStoreContent, storeContentFile } from "./catalog-export/storefront-stores.ts";
import { CommerceSettingsError, readCommerceSettings, repoRoot } from "./commerce-settings.ts";

/**
 * `npm run export -w @hushling/commerce`: the one producer of the storefront catalog. Reads every
 * storefront language from the running commerce server's Shop API (COMMERCE_URL, default
 * http://localhost:$COMMERCE_PORT) and writes {storefront}/{language}.json plus the pictures they show
 * (images/, content-hashed) into COMMERCE_EXPORT_DIR (default data/export), and each storefront's
 * retail stores (content/stores/stores.json, those in its countries) as {storefront}/stores.json. Runs from source (tsx):
 * it needs neither a compiled commerce app nor Vendure itself.
 */

// vendure-config.ts `shopApiPath`; importing it would load all of Vendure (about 5 s) for one word.
const shopApiPath = "shop-api";
/** Storefronts exported at once: enough to keep a two-core commerce server busy, not to swamp it. */
const concurrency = 3;

async function answers(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) })).ok;
  } catch {
    return false;
  }
}

/** COMMERCE_EXPORT_STOREFRONTS=us,de limits the export (a one-storefront dev build); default: all. */
function selectedStorefronts() {
  const wanted = process.env.COMMERCE_EXPORT_STOREFRONTS?.split(",").map((id) => id.trim().toLowerCase());
  if (!wanted?.length || wanted[0] === "") return storefrontRegistry.storefronts;
  const unknown = wanted.filter((id) => !storefrontRegistry.storefronts.some((storefront) => storefront.id === id));
  if (unknown.length > 0) throw new CatalogExportFailure(`COMMERCE_EXPORT_STOREFRONTS: unknown ${unknown.join(", ")}`);
  return storefrontRegistry.storefronts.filter((storefront) => wanted.includes(storefront.id));
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function main(): Promise<void> {
  const settings = readCommerceSettings();
  const baseUrl = (process.env.COMMERCE_URL ?? `http://localhost:${settings.port}`).replace(/\/$/, "");
  const exportDir = path.resolve(process.env.COMMERCE_EXPORT_DIR ?? path.join(repoRoot, "data", "export"));
  // Read before asking the server, so a mistake in the store list shows even with commerce stopped.
  const storeFile = storeContentFile(repoRoot);
  const stores = await readStoreContent(storeFile, path.relative(repoRoot, storeFile));
  if (!(await answers(baseUrl))) {
    throw new CatalogExportFailure(
      `No commerce server answers at ${baseUrl}/health. Start one (npm start does, or ` +
        "`npm start -w @hushling/commerce`) or point COMMERCE_URL at a running one, then export again.",
    );
  }
  const saveImage = exportImageSaver(exportDir);
  const queue = [...selectedStorefronts()];
  let files = 0;
  const worker = async () => {
    for (let storefront = queue.shift(); storefront; storefront = queue.shift()) {
      const storeExport = storefrontStoreExport(stores, storefront);
      await writeAtomically(
        path.join(exportDir, storeExportFile(storefront.id)),
        `${JSON.stringify(storeExport, null, 2)}\n`,
      );
      files += 1;
      const catalogs = await exportStorefrontCatalog(`${baseUrl}/${shopApiPath}`, storefront, saveImage);
      for (const [language, catalog] of catalogs) {
        const file = path.join(exportDir, catalogExportFile(storefront.id, language));
        await writeAtomically(file, `${JSON.stringify(catalog, null, 2)}\n`);
        files += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const pruned = await pruneUnreferencedImages(exportDir);
  console.log(
    `catalog export: ${files} files under ${exportDir} from ${baseUrl}` +
      (pruned > 0 ? `; ${pruned} images no export names any more removed` : ""),
  );
}

main().catch((error: unknown) => {
  const known = error instanceof CommerceSettingsError || error instanceof CatalogExportFailure;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
