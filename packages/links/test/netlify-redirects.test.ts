import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { allCountries } from "@hushling/countries";
import { storefrontRegistry } from "@hushling/storefronts";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRedirectIndex, matchRedirect, netlifyRedirects, type RedirectRule } from "../src/index.ts";
import { loadRedirectRules } from "../src/node/index.ts";

/**
 * The `_redirects` export read by the host's own published packages: its parser (what a deploy accepts)
 * and its redirect engine (the matcher its local dev server runs, country condition included).
 */

type ParsedRedirect = { from: string; to: string; status: number; force: boolean; conditions: { Country?: string[] } };
type Engine = Awaited<ReturnType<typeof redirector.parsePlain>>;

let dir: string;
let rules: RedirectRule[];
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hushling-netlify-"));
  rules = await loadRedirectRules();
  text = netlifyRedirects(rules, storefrontRegistry, "content/links");
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The host's parser over a `_redirects` file: every line it accepts, and its errors. */
async function parseWithHost(redirects: string): Promise<{ redirects: ParsedRedirect[]; errors: unknown[] }> {
  const file = path.join(dir, `_redirects-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, redirects);
  const parsed = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
  return { redirects: parsed.redirects as ParsedRedirect[], errors: parsed.errors };
}

/** Where the host's engine sends a request for `path` from a visitor its GeoIP places in `country`. */
function engineAnswer(
  engine: Engine,
  path: string,
  country: string | undefined,
): { to: string; status: number } | null {
  return engine.match({
    scheme: "https",
    host: "www.hushling.example",
    path,
    query: "",
    getHeader: (name: string) => (name === "X-Country" && country ? country.toUpperCase() : ""),
    getCookie: () => "",
  });
}

describe("the Netlify _redirects export", () => {
  it("is accepted whole by the host's parser, every line forced 301", async () => {
    const { redirects, errors } = await parseWithHost(text);
    expect(errors).toEqual([]);
    expect(redirects.length).toBe(text.split("\n").filter((line) => line.startsWith("/")).length);
    expect(redirects.every((redirect) => redirect.status === 301 && redirect.force)).toBe(true);
  });

  it("sends every (link, country) pair and the default where the table does, in the host's engine", async () => {
    const engine = await redirector.parsePlain(text, {});
    const index = buildRedirectIndex(rules);
    // Every country some rule names, and every tenth other code (they all take the default line).
    const covered = new Set(rules.flatMap((rule) => (rule.conditions ? [rule.conditions.country] : [])));
    const others = allCountries()
      .map(({ iso2 }) => iso2.toLowerCase())
      .filter((code) => !covered.has(code))
      .filter((_, position) => position % 10 === 0);
    const codes = [...covered, ...others];
    const wrong: string[] = [];
    let checked = 0;
    for (const path of new Set(rules.map((rule) => rule.fromPath))) {
      for (const country of [undefined, ...codes]) {
        const expected = matchRedirect(index, path, country);
        const answer = engineAnswer(engine, path, country);
        const location = expected.kind === "redirect" ? expected.location : `(${expected.kind})`;
        if (answer?.to !== location || answer?.status !== 301)
          wrong.push(`${path} ${country}: ${answer?.to} != ${location}`);
        checked++;
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(51 * 50);
  });

  it("keeps the first rule of a country and refuses values that would break the file", async () => {
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
    const { redirects } = await parseWithHost(netlifyRedirects(table, storefrontRegistry));
    expect(redirects.map(({ from, to, conditions }) => ({ from, to, countries: conditions.Country }))).toEqual([
      { from: "/redirects/crib/", to: "https://de.hushling.example/a/", countries: ["de"] },
      { from: "/redirects/crib/", to: "https://www.hushling.example/c/", countries: undefined },
    ]);
    const hostile = [{ ...base, fromPath: "/redirects/crib/", toPath: "https://www.hushling.example/c/#x y" }];
    expect(() => netlifyRedirects(hostile, storefrontRegistry)).toThrow();
    expect(() => netlifyRedirects(table.slice(0, 2), storefrontRegistry)).toThrow("/redirects/crib/: no default rule");
  });
});
