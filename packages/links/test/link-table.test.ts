import { readFile } from "node:fs/promises";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildRedirectIndex,
  formatLintIssue,
  lintRedirectTable,
  matchRedirect,
  type RedirectRule,
  redirectRuleSchema,
  requiredTargetPages,
  targetPagesMarkdown,
} from "../src/index.ts";
import { defaultLinksDir, loadRedirectRules, readLinkSources } from "../src/node/index.ts";
import { euDefaultSlugs, groupCExtraCountries, specLinkPaths, specRedirectCountries } from "./spec-links.ts";

const usHost = storefrontRegistry.byId("us").host;
/** A `https-www-{host}-...` slug is the flattened full address: www.hushling.example -> www-hushling-example. */
const flattenHost = (path: string) => path.replace("www-{host}", usHost.replaceAll(".", "-"));
const specPaths = Object.values(specLinkPaths).flat().map(flattenHost);

let rules: RedirectRule[];
beforeAll(async () => {
  rules = await loadRedirectRules();
});

function rulesOf(fromPath: string): RedirectRule[] {
  return rules.filter((rule) => rule.fromPath === fromPath);
}

describe("the link table in content/links", () => {
  it("passes the linter (run `npm run links -- validate` for file:line messages)", async () => {
    const issues = lintRedirectTable(await readLinkSources(defaultLinksDir)).map(formatLintIssue);
    expect(issues).toEqual([]);
  });

  it("holds exactly the 51 printed and posted paths of groups A, B and C", () => {
    expect(specPaths).toHaveLength(51);
    expect([...new Set(rules.map((rule) => rule.fromPath))].sort()).toEqual([...specPaths].sort());
    expect(specPaths).toContain("/redirects/https-www-hushling-example-products-baby-carriers-baby-carrier-harmony/");
  });

  it("gives every rule the redirect rule schema's shape", () => {
    for (const rule of rules) expect(redirectRuleSchema.safeParse(rule).success).toBe(true);
  });

  it("has one rule per redirected country (plus cy and gr on group C) and the default last", () => {
    const groupC = new Set(specLinkPaths.C.map(flattenHost));
    for (const fromPath of specPaths) {
      const countries = rulesOf(fromPath).map((rule) => rule.conditions?.country);
      const expected = groupC.has(fromPath)
        ? [...specRedirectCountries, ...groupCExtraCountries]
        : specRedirectCountries;
      expect(countries.slice(0, -1).sort(), fromPath).toEqual([...expected].sort());
      expect(countries.at(-1), fromPath).toBeUndefined();
    }
  });

  it("sends each country to the storefront that serves it", () => {
    for (const rule of rules) {
      const country = rule.conditions?.country;
      if (!country) continue;
      const host = new URL(rule.toPath).hostname;
      expect(storefrontRegistry.forHost(host)?.id, `${rule.fromPath} ${country}`).toBe(
        storefrontRegistry.forCountry(country)?.id,
      );
    }
  });

  it("puts the defaults on the US storefront except the links whose default is the EU storefront", () => {
    for (const fromPath of specPaths) {
      const slug = fromPath.slice("/redirects/".length, -1);
      const host = new URL(rulesOf(fromPath).at(-1)?.toPath ?? "").hostname;
      expect(host, slug).toBe(euDefaultSlugs.includes(slug) ? "eu.hushling.example" : usHost);
    }
  });

  it("tracks every target with utm_source, utm_medium and utm_campaign except au on two links", () => {
    const untracked = rules
      .filter((rule) => !new URL(rule.toPath).searchParams.has("utm_campaign"))
      .map((rule) => `${rule.fromPath} ${rule.conditions?.country}`);
    expect(untracked.sort()).toEqual(["/redirects/bouncer-bliss/ au", "/redirects/ergonomic-baby-carrier-guide/ au"]);
    for (const rule of rules.filter((r) => new URL(r.toPath).search)) {
      expect([...new URL(rule.toPath).searchParams.keys()]).toEqual(["utm_source", "utm_medium", "utm_campaign"]);
    }
  });

  it("keeps the quirks of the links as first printed, as data", () => {
    const index = buildRedirectIndex(rules);
    const to = (path: string, country: string) => {
      const match = matchRedirect(index, path, country);
      return match.kind === "redirect" ? new URL(match.location).pathname : match.kind;
    };
    expect(to("/redirects/bouncer-bliss/", "si")).toBe("/products/bouncers/");
    expect(to("/redirects/bouncer-balance-soft/", "si")).toBe("/products/bouncers/");
    expect(to("/redirects/bouncer-bliss/", "at")).toBe("/products/bouncers/bouncer-bliss/");
    expect(to("/redirects/qr-bathroom-1/", "nl")).toBe("/producten/keuken/");
    expect(to("/redirects/qr-bathroom-1/", "be")).toBe("/products/bathroom/");
    expect(to("/redirects/user-generated-content-terms-and-conditions/", "de")).toBe("/products/babybetten/babybett/");
    expect(to("/redirects/user-generated-content-terms-and-conditions/", "fr")).toBe(
      "/pages/user-generated-content-terms/",
    );
  });

  it("uses each storefront's localised path shapes and its own slugs", () => {
    const index = buildRedirectIndex(rules);
    const target = (country: string) => {
      const match = matchRedirect(index, "/redirects/qr-package-baby-crib/", country);
      return match.kind === "redirect" ? match.location.split("?")[0] : match.kind;
    };
    expect(target("se")).toBe("https://se.hushling.example/produkter/babysangar/babysang/");
    expect(target("fr")).toBe("https://fr.hushling.example/produits/lits-bebe/lit-bebe/");
    expect(target("es")).toBe("https://es.hushling.example/productos/cunas/cuna/");
    expect(target("it")).toBe("https://it.hushling.example/prodotti/lettini/lettino/");
    expect(target("nl")).toBe("https://nl.hushling.example/producten/babyledikanten/babyledikant/");
    expect(target("kr")).toBe("https://kr.hushling.example/product/baby-crib/");
    expect(target("ca")).toBe("https://ca.hushling.example/products/cribs/baby-crib/");
    const spanishPage = matchRedirect(index, "/redirects/gift-guide/", "es");
    expect(spanishPage.kind === "redirect" && spanishPage.location).toMatch(
      /^https:\/\/es\.hushling\.example\/paginas\/gift-guide\/\?/,
    );
  });

  it("lists every target page for the storefront builds, and TARGET-PAGES.md is up to date", async () => {
    const pages = requiredTargetPages(rules);
    expect(Object.keys(pages).sort()).toEqual(storefrontRegistry.storefronts.map((s) => s.id).sort());
    for (const list of Object.values(pages)) for (const page of list ?? []) expect(page.route).not.toBe("unknown");
    const file = await readFile(path.join(defaultLinksDir, "TARGET-PAGES.md"), "utf8");
    expect(file, "run npm run links -- pages").toBe(targetPagesMarkdown(rules));
  });
});
