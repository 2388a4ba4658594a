import { readFile } from "node:fs/promises";
import path from "node:path";
import { type CatalogStore, parseStoreContent } from "@hushling/catalog";
import { CatalogExportFailure } from "./shop-catalog-query.ts";

/**
 * The repository's content folder (env CONTENT_DIR, as for the storefront build; else `content` at
 * the repository root). Stores are content the web team edits, not Vendure entities: the export
 * validates them and hands each storefront its own, so the storefront and search read one source.
 */
export function storeContentFile(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(path.resolve(env.CONTENT_DIR ?? path.join(repoRoot, "content")), "stores", "stores.json");
}

/** Every store of `content/stores/stores.json`, validated; errors name the file (as `shownAs`) and the field. */
export async function readStoreContent(file: string, shownAs = file): Promise<CatalogStore[]> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new CatalogExportFailure(`${shownAs}: cannot read the store list (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CatalogExportFailure(`${shownAs}: not valid JSON (${(error as Error).message})`);
  }
  try {
    return parseStoreContent(json, shownAs);
  } catch (error) {
    throw new CatalogExportFailure((error as Error).message);
  }
}
