import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { languageCodes } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";

type Resource = { [key: string]: string | Resource };

/** translation.json plus every section file beside it (`checkout.json` is the `checkout` section). */
function read(code: string): Resource {
  const folder = path.resolve(import.meta.dirname, `../app/i18n/locales/${code}`);
  const parse = (name: string) => JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Resource;
  const sections = readdirSync(folder).filter((name) => name.endsWith(".json") && name !== "translation.json");
  return Object.fromEntries([
    ...Object.entries(parse("translation.json")),
    ...sections.map((name) => [name.slice(0, -".json".length), parse(name)]),
  ]);
}

function keys(resource: Resource, prefix = ""): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

const englishKeys = keys(read("en")).sort();

describe("UI translations", () => {
  it.each(languageCodes)("%s has exactly the English keys, none empty", (code) => {
    const resource = read(code);
    expect(keys(resource).sort()).toEqual(englishKeys);
    const values = keys(resource).map((key) =>
      key.split(".").reduce<string | Resource | undefined>((node, part) => (node as Resource)?.[part], resource),
    );
    expect(values.filter((value) => typeof value !== "string" || value.trim() === "")).toEqual([]);
  });

  it.each(languageCodes)("%s keeps every {{placeholder}} of the English text", (code) => {
    const english = read("en");
    const resource = read(code);
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of englishKeys) {
      const lookup = (root: Resource) =>
        key.split(".").reduce<string | Resource | undefined>((node, part) => (node as Resource)?.[part], root);
      expect({ key, placeholders: placeholders(lookup(resource)) }).toEqual({
        key,
        placeholders: placeholders(lookup(english)),
      });
    }
  });
});
