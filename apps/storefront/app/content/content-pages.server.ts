import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Storefront, storefrontRegistry } from "@hushling/storefronts";
import type { z } from "zod";
import { type ContentPage, contentPageSchema } from "./content-page-schema.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string {
  return `${file}: ${issue.path.length ? issue.path.join(".") : "(file)"}: ${issue.message}`;
}

/**
 * Validates one page file: its shape, its slug against the file name, and a translation for every
 * language of every storefront that publishes it. Errors name the file and the field.
 */
export function parseContentPage(file: string, source: string, storefronts: readonly Storefront[]): ContentPage {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = contentPageSchema.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(parsed.error.issues.map((issue) => describeIssue(file, issue)).join("\n"));
  }
  const page = parsed.data;
  const expected = path.basename(file, ".json");
  if (page.slug !== expected)
    throw new ContentError(`${file}: slug: "${page.slug}" must match the file name "${expected}"`);
  const publishing = storefronts.filter((storefront) => !page.storefronts || page.storefronts.includes(storefront.id));
  for (const storefront of publishing) {
    for (const language of storefront.languages) {
      if (!page.translations[language.code]) {
        throw new ContentError(
          `${file}: translations.${language.code}: missing, but storefront ${storefront.id} publishes the page in ${language.code}`,
        );
      }
    }
  }
  return page;
}

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

/** The pages a storefront publishes. */
export function contentPagesOf(storefront: Storefront, pages: readonly ContentPage[]): ContentPage[] {
  return pages.filter((page) => !page.storefronts || page.storefronts.includes(storefront.id));
}
