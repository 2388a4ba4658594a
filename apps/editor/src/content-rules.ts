import { addressFormat } from "@hushling/addresses";
import { storeContentSchema } from "@hushling/catalog";
import { ContentError, navigationSchema, parseContentPage } from "@hushling/content";
import {
  type BuiltSite,
  checkLinkTargets,
  formatLinkFile,
  type LinkSourceFile,
  linkFileSchema,
  lintPrintedLinks,
  lintRedirectTable,
  readLinkFile,
} from "@hushling/links";
import { type LanguageIndexes, meaningsNotFound, merchandisingSchema, synonymsSchema } from "@hushling/search";
import type { Storefront, StorefrontRegistry } from "@hushling/storefronts";
import type { z } from "zod";
import { withoutEmptyFields } from "./decap-leftovers.ts";
import { contentMessageInWords, fieldInWords, issueInWords } from "./plain-words.ts";

/** What a save is checked against: the storefronts, the link table as saved, the built pages, today. */
export type SaveContext = {
  registry: StorefrontRegistry;
  /** The link files as they are now, named `content/links/{slug}.json`. */
  links: readonly LinkSourceFile[];
  /** The storefront builds, for the link target check (storefronts not built are not judged). */
  sites: readonly BuiltSite[];
  readPage: (site: BuiltSite, file: string) => string;
  /** YYYY-MM-DD: printed-link locks end after the print's shelf life. */
  today: string;
  /** The catalog each language's synonyms are looked up in (the commerce export the search service reads). */
  catalogs: LanguageIndexes;
};

/** A file's new JSON text (before the repository's formatter), or why it is refused, in plain words. */
export type SaveCheck = { ok: true; json: string } | { ok: false; problems: string[] };

const refuse = (...problems: string[]): SaveCheck => ({ ok: false, problems });
const problemInWords = (issue: { path: readonly PropertyKey[]; message: string }) =>
  `${fieldInWords(issue.path)}: ${issueInWords(issue.message)}`;
const zodProblems = (error: z.ZodError) => error.issues.map(problemInWords);
const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The kind of file a path under content/ is; the editor writes no other files. */
export function contentKind(
  file: string,
): "page" | "navigation" | "stores" | "search" | "synonyms" | "link" | undefined {
  if (/^content\/pages\/[a-z0-9-]+\.json$/.test(file)) return "page";
  if (/^content\/navigation\/[a-zA-Z-]+\.json$/.test(file)) return "navigation";
  if (file === "content/stores/stores.json") return "stores";
  if (file === "content/search/merchandising.json") return "search";
  if (file === "content/search/synonyms.json") return "synonyms";
  if (/^content\/links\/[a-z0-9-]+\.json$/.test(file)) return "link";
  return undefined;
}

/**
 * Checks one file the editor is about to write with the schemas the build and the search service read
 * (one source), and for short links also the table linter, the printed-link lock and the built pages.
 * `replaces` is the file the entry had before a rename.
 */
export function checkContentSave(file: string, data: unknown, context: SaveContext, replaces?: string): SaveCheck {
  const kind = contentKind(file);
  if (!kind) return refuse(`${file}: the editor does not write this file`);
  const cleaned = withoutEmptyFields(data, kind);
  switch (kind) {
    case "page": {
      const json = pretty(cleaned);
      try {
        parseContentPage(file, json, context.registry.storefronts as Storefront[]);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return refuse(...error.message.split("\n").map(contentMessageInWords));
      }
      return { ok: true, json };
    }
    case "navigation": {
      const parsed = navigationSchema.safeParse(cleaned);
      return parsed.success ? { ok: true, json: pretty(cleaned) } : refuse(...zodProblems(parsed.error));
    }
    case "stores": {
      const parsed = storeContentSchema.safeParse(cleaned);
      if (!parsed.success) return refuse(...zodProblems(parsed.error));
      const addresses = parsed.data.stores.flatMap(postalCodeProblem);
      return addresses.length ? refuse(...addresses) : { ok: true, json: pretty(cleaned) };
    }
    case "search": {
      const parsed = merchandisingSchema.safeParse(cleaned);
      return parsed.success ? { ok: true, json: pretty(cleaned) } : refuse(...zodProblems(parsed.error));
    }
    case "synonyms": {
      const parsed = synonymsSchema.safeParse(cleaned);
      if (!parsed.success) return refuse(...zodProblems(parsed.error));
      const notFound = meaningsNotFound(parsed.data, context.catalogs);
      return notFound.length ? refuse(...notFound.map(problemInWords)) : { ok: true, json: pretty(cleaned) };
    }
    case "link":
      return checkLinkSave(file, cleaned, context, replaces);
  }
}

/**
 * Whether the storefront builds read a file, so saving it rebuilds them; the synonyms are read by the
 * search service alone, which picks a saved file up itself.
 */
export function rebuildsStorefronts(file: string): boolean {
  return contentKind(file) !== "synonyms";
}

/** A store's postal code by the rules the checkout uses for the same country (Google's address data). */
function postalCodeProblem(store: { name: string; country: string; postalCode: string }, index: number): string[] {
  const format = addressFormat(store.country);
  const where = `${fieldInWords(["stores", index, "postalCode"])} (${store.name})`;
  if (!store.postalCode.trim()) return format.required.has("postalCode") ? [`${where}: must be filled in`] : [];
  if (format.postalCode && !format.postalCode.pattern.test(store.postalCode.trim())) {
    return [
      `${where}: "${store.postalCode}" is not a postal code of ${store.country.toUpperCase()}, e.g. ${format.postalCode.example}`,
    ];
  }
  return [];
}

function checkLinkSave(file: string, data: unknown, context: SaveContext, replaces?: string): SaveCheck {
  const parsed = linkFileSchema.safeParse(data);
  if (!parsed.success) return refuse(...zodProblems(parsed.error));
  const { text } = formatLinkFile(parsed.data);
  const table = [...context.links.filter((source) => source.file !== file && source.file !== replaces), { file, text }];
  const tableProblems = linkTableProblems(table, context);
  if (tableProblems.length) return refuse(...tableProblems);
  // Where each country's visitors land must be a page of the storefront's build.
  const link = readLinkFile(file, text).parsed;
  const targets = link ? checkLinkTargets([link], context.sites, context.readPage, context.registry) : [];
  const wrong = targets.filter((check) => check.status !== "ok" && check.status !== "not-built");
  if (wrong.length) {
    return refuse(
      ...wrong.map(
        (check) =>
          `${check.country ? `country ${check.country}` : "the default"}: ${check.target} ${targetStatusInWords[check.status]}`,
      ),
    );
  }
  return { ok: true, json: text };
}

const targetStatusInWords: Record<string, string> = {
  dead: "is not a page of that storefront's build (visitors would see page not found)",
  alias: "is only an old address that redirects; link the page itself",
  "other-page": "is another page than the link's other targets; record why as the rule's quirk, or fix the path",
  "wrong-storefront": "is on another storefront than the one serving that country; record why as the rule's quirk",
};

/** The table linter and the printed-link lock over a link table as it would be after a change. */
function linkTableProblems(table: readonly LinkSourceFile[], context: SaveContext): string[] {
  const issues = [
    ...lintRedirectTable(table, { registry: context.registry }),
    ...lintPrintedLinks(context.links, table, {
      today: context.today,
      against: "the saved link files",
      registry: context.registry,
    }),
  ];
  return issues.map((issue) => `${issue.file.replace(/^content\/links\//, "")}: ${issue.message}`);
}

/** Whether a file may be deleted: only short links and pages, and a printed link never while it is locked. */
export function checkContentDelete(
  file: string,
  context: SaveContext,
): { ok: true } | { ok: false; problems: string[] } {
  const kind = contentKind(file);
  if (kind === "page") return { ok: true };
  if (kind !== "link") return { ok: false, problems: [`${file}: the editor does not delete this file`] };
  const problems = linkTableProblems(
    context.links.filter((source) => source.file !== file),
    context,
  );
  return problems.length ? { ok: false, problems } : { ok: true };
}
