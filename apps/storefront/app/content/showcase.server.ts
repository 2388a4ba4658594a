import { readFileSync } from "node:fs";
import path from "node:path";
import { ContentError } from "@hushling/content";
import { type LanguageCode, languageCodeSchema } from "@hushling/storefronts";
import { z } from "zod";

/**
 * The shop's showcase content (`{content}/showcase/`): which campaign pages the home page leads with, and
 * the trust notes (delivery, returns, warranty) product pages show. Editors change these files, not code.
 */
const campaignSchema = z.object({
  /** A content page's slug: the campaign the short links point at. */
  page: z.string().min(1),
  /** The catalog product whose art illustrates the block. */
  product: z.string().min(1),
});

export const homeShowcaseSchema = z.object({ hero: campaignSchema, campaigns: z.array(campaignSchema) });
export type HomeShowcase = z.infer<typeof homeShowcaseSchema>;

const trustNoteSchema = z.object({ key: z.string().min(1), title: z.string().min(1), text: z.string().min(1) });
export const trustNotesSchema = z.object({
  translations: z.partialRecord(languageCodeSchema, z.array(trustNoteSchema)),
});
export type TrustNote = z.infer<typeof trustNoteSchema>;

function readShowcaseFile<T>(contentDirectory: string, name: string, schema: z.ZodType<T>): T {
  const file = path.join(contentDirectory, "showcase", name);
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(`${file}: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  return parsed.data;
}

export function loadHomeShowcase(contentDirectory: string): HomeShowcase {
  return readShowcaseFile(contentDirectory, "home.json", homeShowcaseSchema);
}

/** The trust notes in the page's language; none when the file has no translation for it. */
export function loadTrustNotes(contentDirectory: string, language: LanguageCode): TrustNote[] {
  return readShowcaseFile(contentDirectory, "trust-notes.json", trustNotesSchema).translations[language] ?? [];
}
