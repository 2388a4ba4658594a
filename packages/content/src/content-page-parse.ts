import type { Storefront } from "@hushling/storefronts";
import type { z } from "zod";
import { type ContentPage, contentPageSchema } from "./content-page-schema.ts";

export class ContentError extends Error {
  override name = "ContentError";
}

function describeIssue(file: string, issue: z.core.$ZodIssue): string {
  return `${file}: ${issue.path.length ? issue.path.join(".") : "(file)"}: ${issue.message}`;
}

/** `content/pages/gift-guide.json` -> `gift-guide`, without node:path so browsers and workers can use it too. */
function fileStem(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? file;
  return name.endsWith(".json") ? name.slice(0, -".json".length) : name;
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
  const expected = fileStem(file);
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

/** The pages a storefront publishes. */
export function contentPagesOf(storefront: Pick<Storefront, "id">, pages: readonly ContentPage[]): ContentPage[] {
  return pages.filter((page) => !page.storefronts || page.storefronts.includes(storefront.id));
}

/** A page's words as plain text, for search: headings, paragraphs and list items, in reading order. */
export function contentPageText(
  translation: Pick<ContentPage["translations"][keyof ContentPage["translations"]] & object, "body">,
): string {
  return translation.body
    .flatMap((block) =>
      block.type === "heading" || block.type === "paragraph"
        ? [block.text]
        : block.type === "list"
          ? block.items
          : block.type === "image"
            ? [block.caption ?? block.alt]
            : block.type === "video"
              ? [block.title]
              : [],
    )
    .filter(Boolean)
    .join("\n");
}
