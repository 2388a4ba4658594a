import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, type ContentPage, contentPagesOf, parseContentPage } from "@hushling/content";
import { storefrontRegistry } from "@hushling/storefronts";

export { ContentError, contentPagesOf, parseContentPage };

/** The repository's content folder, relative to the storefront app (env CONTENT_DIR overrides). */
export function contentDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR ?? "../../content");
}

let cached: ContentPage[] | undefined;

/** Every content page of the repository, validated; read once per build. */
export function loadContentPages(env: NodeJS.ProcessEnv = process.env): ContentPage[] {
  if (cached) return cached;
  const folder = path.join(contentDirectory(env), "pages");
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const pages = files.map((name) => {
    const file = path.join(folder, name);
    const shown = path.relative(path.dirname(contentDirectory(env)), file);
    return parseContentPage(shown, readFileSync(file, "utf8"), storefrontRegistry.storefronts);
  });
  cached = pages;
  return pages;
}
