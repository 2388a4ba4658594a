import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { consentBannerTexts } from "@hushling/consent";
import { describe, expect, it } from "vitest";

/**
 * German copy addresses shoppers as "Sie" everywhere (docs/adr/0040): a text that says "du" (or one of
 * its forms) is a slip back into the other register.
 */

const repository = path.resolve(import.meta.dirname, "../../..");
const duForm = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines)\b/i;

/** Every string in a JSON value; under a `de` key only, unless the whole value is German. */
function texts(value: unknown, german: boolean): string[] {
  if (typeof value === "string") return german ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((each) => texts(each, german));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, each]) => texts(each, german || key === "de"));
  }
  return [];
}

function jsonFiles(folder: string): string[] {
  const absolute = path.join(repository, folder);
  return readdirSync(absolute)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(folder, name));
}

const read = (file: string) => JSON.parse(readFileSync(path.join(repository, file), "utf8")) as unknown;

/** Each German text with the file it is in. */
const germanTexts: Array<{ file: string; text: string }> = [
  ...jsonFiles("apps/storefront/app/i18n/locales/de").flatMap((file) =>
    texts(read(file), true).map((text) => ({ file, text })),
  ),
  ...["content/pages", "content/showcase", "content/search", "content/stores"]
    .flatMap(jsonFiles)
    .flatMap((file) => texts(read(file), false).map((text) => ({ file, text }))),
  ...texts(read("content/navigation/de.json"), true).map((text) => ({ file: "content/navigation/de.json", text })),
  ...texts(consentBannerTexts.de, true).map((text) => ({ file: "consent banner", text })),
];

describe("German copy", () => {
  it("is found in the translations, the content files and the cookie banner", () => {
    const files = new Set(germanTexts.map(({ file }) => file));
    expect(files).toContain("apps/storefront/app/i18n/locales/de/checkout.json");
    expect(files).toContain("content/pages/gift-guide.json");
    expect(files).toContain("consent banner");
    expect(germanTexts.length).toBeGreaterThan(300);
  });

  it('addresses the shopper as "Sie", never "du"', () => {
    expect(germanTexts.filter(({ text }) => duForm.test(text))).toEqual([]);
  });

  it("tells the two forms apart", () => {
    expect(duForm.test("Danke für deine Bestellung")).toBe(true);
    expect(duForm.test("Prüfe, ob du fertig bist")).toBe(true);
    expect(duForm.test("Danke für Ihre Bestellung")).toBe(false);
    expect(duForm.test("Duschgel und Dirndl")).toBe(false);
  });
});
