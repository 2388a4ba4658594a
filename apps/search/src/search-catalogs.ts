import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { catalogExportFile, parseCatalogExport } from "@hushling/catalog";
import { type ContentPage, parseContentPage } from "@hushling/content";
import { apiKeyOf } from "@hushling/search-protocol/api-keys";
import { type LanguageCode, type Storefront, storefrontRegistry } from "@hushling/storefronts";
import type { z } from "zod";
import { buildCatalogIndex, type CatalogIndex } from "./catalog-index.ts";
import { type Merchandising, merchandisingSchema } from "./merchandising-content.ts";
import type { LanguageIndexes } from "./synonym-meanings.ts";
import { type Synonyms, synonymsSchema } from "./synonyms.ts";

export class SearchContentError extends Error {
  override name = "SearchContentError";
}

export type SearchSources = { exportDir: string; contentDir: string; apiKeyPrefix: string };

export type LoadedCatalogs = {
  indexes: Map<string, CatalogIndex>;
  merchandising: Merchandising;
  /** What the files looked like when read: the watcher rebuilds when this changes. */
  fingerprint: string;
  /** Storefront languages without an export file; search answers their keys with an error. */
  missing: string[];
};

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new SearchContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

export function readMerchandising(contentDir: string): Merchandising {
  return readSearchFile(contentDir, "merchandising.json", merchandisingSchema);
}

export function readSynonyms(contentDir: string): Synonyms {
  return readSearchFile(contentDir, "synonyms.json", synonymsSchema);
}

/** A file of `content/search`, validated; a missing file is its schema's empty default. */
function readSearchFile<T>(contentDir: string, name: string, schema: z.ZodType<T, unknown>): T {
  const file = path.join(contentDir, "search", name);
  if (!existsSync(file)) return schema.parse({});
  const parsed = schema.safeParse(readJson(file));
  if (!parsed.success) {
    const lines = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new SearchContentError(`${file}: ${lines.join("; ")}`);
  }
  return parsed.data;
}

export function readContentPages(contentDir: string): ContentPage[] {
  const folder = path.join(contentDir, "pages");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = path.join(folder, name);
      return parseContentPage(file, readFileSync(file, "utf8"), storefrontRegistry.storefronts);
    });
}

function storefrontLanguages(): { storefront: Storefront; language: LanguageCode }[] {
  return storefrontRegistry.storefronts.flatMap((storefront) =>
    storefront.languages.map((language) => ({ storefront, language: language.code })),
  );
}

/** Sizes and modification times of every file the indexes are built from. */
export function sourcesFingerprint(sources: SearchSources): string {
  const files = [
    ...storefrontLanguages().map(({ storefront, language }) =>
      path.join(sources.exportDir, catalogExportFile(storefront.id, language)),
    ),
    path.join(sources.contentDir, "search", "merchandising.json"),
    path.join(sources.contentDir, "search", "synonyms.json"),
    ...(existsSync(path.join(sources.contentDir, "pages"))
      ? readdirSync(path.join(sources.contentDir, "pages")).map((name) => path.join(sources.contentDir, "pages", name))
      : []),
  ];
  return files
    .map((file) => {
      try {
        const stat = statSync(file);
        return `${file}:${stat.size}:${stat.mtimeMs}`;
      } catch {
        return `${file}:-`;
      }
    })
    .join("\n");
}

/** Reads the export and the content and builds one index per storefront language found in the export. */
export function loadCatalogs(sources: SearchSources): LoadedCatalogs {
  const fingerprint = sourcesFingerprint(sources);
  const merchandising = readMerchandising(sources.contentDir);
  const synonyms = readSynonyms(sources.contentDir);
  const pages = readContentPages(sources.contentDir);
  const indexes = new Map<string, CatalogIndex>();
  const missing: string[] = [];
  for (const { storefront, language } of storefrontLanguages()) {
    const file = path.join(sources.exportDir, catalogExportFile(storefront.id, language));
    if (!existsSync(file)) {
      missing.push(`${storefront.id}/${language}`);
      continue;
    }
    const catalog = parseCatalogExport(readJson(file), file);
    indexes.set(
      apiKeyOf(sources.apiKeyPrefix, storefront.id, language),
      buildCatalogIndex(storefront, language, catalog, pages, merchandising, synonyms),
    );
  }
  return { indexes, merchandising, fingerprint, missing };
}

/**
 * A language's catalog indexes (products and categories, one per storefront with an export file), each
 * built when first asked and again when its file changes: what a synonym's meaning is looked up in
 * before the file is saved (synonym-meanings.ts).
 */
export function exportIndexes(exportDir: string): LanguageIndexes {
  const built = new Map<string, { version: string; index: CatalogIndex }>();
  return function* indexesOf(language) {
    for (const storefront of storefrontRegistry.storefronts) {
      if (!storefront.languages.some((entry) => entry.code === language)) continue;
      const file = path.join(exportDir, catalogExportFile(storefront.id, language));
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      const version = `${stat.size}:${stat.mtimeMs}`;
      let kept = built.get(file);
      if (kept?.version !== version) {
        const catalog = parseCatalogExport(readJson(file), file);
        kept = { version, index: buildCatalogIndex(storefront, language, catalog, [], { ratings: {} }) };
        built.set(file, kept);
      }
      yield kept.index;
    }
  };
}
