import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContentError, type ContentPage, contentPagesOf, parseContentPage } from "@hushling/content";
import { storefrontRegistry } from "@hushling/storefronts";

export { ContentError, contentPagesOf, parseContentPage };

let cached: ContentPage[] | undefined;

/** Every content page of the content folder (`{contentDirectory}/pages`), validated; read once per build. */
export function loadContentPages(contentDirectory: string): ContentPage[] {
  if (cached) return cached;
  const folder = path.join(contentDirectory, "pages");
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const pages = files.map((name) => {
    const file = path.join(folder, name);
    const shown = path.relative(path.dirname(contentDirectory), file);
    return parseContentPage(shown, readFileSync(file, "utf8"), storefrontRegistry.storefronts);
  });
  cached = pages;
  return pages;
}
