import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, contentDirectory } from "../content/content-pages.server.ts";
import { type Store, storeFileSchema } from "./store-schema.ts";

let cached: Store[] | undefined;

/** Every store from `content/stores/stores.json`, validated; errors name the file and field. */
export function loadStores(env: NodeJS.ProcessEnv = process.env): Store[] {
  if (cached) return cached;
  const file = path.join(contentDirectory(env), "stores", "stores.json");
  const shown = path.relative(path.dirname(contentDirectory(env)), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${shown}: cannot read stores (${(error as Error).message})`);
  }
  const parsed = storeFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((issue) => `${shown}: ${issue.path.join(".") || "(file)"}: ${issue.message}`).join("\n"),
    );
  }
  cached = parsed.data.stores;
  return cached;
}
