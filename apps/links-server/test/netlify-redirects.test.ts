import { allCountries } from "@hushling/countries";
import { buildRedirectIndex, matchRedirect, type RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { storefrontRegistry } from "@hushling/storefronts";
import { beforeAll, describe, expect, it } from "vitest";
import { netlifyRedirects } from "../src/index.ts";

type NetlifyLine = { from: string; to: string; status: string; countries?: string[] };

/** Reads a `_redirects` file the way the host documents it: fields split on white space, `#` comments. */
function parseRedirects(text: string): NetlifyLine[] {
  return text
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, status, ...conditions] = line.split(/\s+/);
      const country = conditions.find((condition) => condition.startsWith("Country="));
      expect(
        conditions.filter((condition) => condition !== country),
        line,
      ).toEqual([]);
      return {
        from: from as string,
        to: to as string,
        status: status as string,
        ...(country ? { countries: country.slice("Country=".length).split(",") } : {}),
      };
    });
}

/** The host's decision: the first line for the path whose country condition (if any) holds. */
function answer(lines: readonly NetlifyLine[], path: string, country: string | undefined): NetlifyLine | undefined {
  return lines.find(
    (line) => line.from === path && (!line.countries || (country !== undefined && line.countries.includes(country))),
  );
}

let rules: RedirectRule[];
let lines: NetlifyLine[];
beforeAll(async () => {
  rules = await loadRedirectRules();
  lines = parseRedirects(netlifyRedirects(rules, storefrontRegistry, "content/links"));
});

describe("the Netlify _redirects export", () => {
  it("answers every (link, country) pair and the default as the domain does, with 301!", () => {
    const index = buildRedirectIndex(rules);
    const codes = allCountries().map(({ iso2 }) => iso2.toLowerCase());
    let checked = 0;
    for (const path of new Set(rules.map((rule) => rule.fromPath))) {
      for (const country of [undefined, ...codes]) {
        const expected = matchRedirect(index, path, country);
        const line = answer(lines, path, country);
        expect(expected.kind, `${path} ${country}`).toBe("redirect");
        expect(line?.to, `${path} ${country}`).toBe(expected.kind === "redirect" ? expected.location : "");
        expect(line?.status).toBe("301!");
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(51 * 200);
  });

  it("lists each link's default last and names every country at most once per link", () => {
    for (const path of new Set(rules.map((rule) => rule.fromPath))) {
      const own = lines.filter((line) => line.from === path);
      expect(own.at(-1)?.countries, path).toBeUndefined();
      expect(own.slice(0, -1).every((line) => line.countries)).toBe(true);
      const countries = own.flatMap((line) => line.countries ?? []);
      expect(new Set(countries).size, path).toBe(countries.length);
    }
  });

  it("keeps the first rule of a country and refuses values that would break the file", () => {
    const base = { isPermanent: true, ignoreCase: true, redirectInBrowser: true } as const;
    const table: RedirectRule[] = [
      {
        ...base,
        fromPath: "/redirects/crib/",
        toPath: "https://de.hushling.example/a/",
        conditions: { country: "de" },
      },
      {
        ...base,
        fromPath: "/redirects/crib/",
        toPath: "https://de.hushling.example/b/",
        conditions: { country: "de" },
      },
      { ...base, fromPath: "/redirects/crib/", toPath: "https://www.hushling.example/c/" },
    ];
    expect(parseRedirects(netlifyRedirects(table, storefrontRegistry))).toEqual([
      { from: "/redirects/crib/", to: "https://de.hushling.example/a/", status: "301!", countries: ["de"] },
      { from: "/redirects/crib/", to: "https://www.hushling.example/c/", status: "301!" },
    ]);
    const hostile = [{ ...base, fromPath: "/redirects/crib/", toPath: "https://www.hushling.example/c/#x y" }];
    expect(() => netlifyRedirects(hostile, storefrontRegistry)).toThrow();
    expect(() => netlifyRedirects(table.slice(0, 2), storefrontRegistry)).toThrow("/redirects/crib/: no default rule");
  });
});
