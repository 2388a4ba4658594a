import { readFileSync } from "node:fs";
import path from "node:path";
import type { LanguageCode } from "@hushling/storefronts";
import { ContentError } from "./content-pages.server.ts";
import { type Navigation, navigationSchema } from "./navigation-schema.ts";

const cache = new Map<string, Navigation>();

/** The navigation of a language from `content/navigation/{language}.json`, validated. */
export function loadNavigation(language: LanguageCode, contentDirectory: string): Navigation {
  const cached = cache.get(language);
  if (cached) return cached;
  const file = path.join(contentDirectory, "navigation", `${language}.json`);
  const shown = path.relative(path.dirname(contentDirectory), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${shown}: cannot read navigation (${(error as Error).message})`);
  }
  const parsed = navigationSchema.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((issue) => `${shown}: ${issue.path.join(".") || "(file)"}: ${issue.message}`).join("\n"),
    );
  }
  cache.set(language, parsed.data);
  return parsed.data;
}
