import { createStorefrontRegistry, readStorefrontOrigins } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import {
  buildRedirectPage,
  lintPrintedLinks,
  lintRedirectTable,
  printedLockEnds,
  printedSchema,
  targetUrlProblem,
} from "../src/index.ts";
import { loadRedirectRules, readLinkSources } from "../src/node/index.ts";
import { fakeBrowser, redirectPageScript } from "./fake-browser.ts";

describe("the printed mark", () => {
  const base = { printRun: "2026-1", printedOn: "2026-02-02", shelfLifeYears: 5 };

  it("needs a SKU or a GTIN with a right check digit", () => {
    expect(printedSchema.safeParse({ ...base, sku: "HL-CRIB-BOX" }).success).toBe(true);
    expect(printedSchema.safeParse({ ...base, gtin: "4006381333931" }).success).toBe(true);
    expect(printedSchema.safeParse({ ...base, gtin: "4006381333932" }).error?.issues[0]?.message).toBe(
      "has a wrong check digit",
    );
    expect(printedSchema.safeParse(base).error?.issues[0]?.message).toContain('needs the "sku" or "gtin"');
    expect(printedSchema.safeParse({ ...base, sku: "x", printedOn: "2026-13-40" }).success).toBe(false);
  });

  it("locks until the print's shelf life has ended", () => {
    expect(printedLockEnds({ ...base, sku: "X" })).toBe("2031-02-02");
  });

  it("is refused on a social link, which is posted and not printed", async () => {
    const [source] = (await readLinkSources()).filter((file) => file.file.endsWith("/baby-crib.json"));
    const text = (source?.text ?? "").replace(
      '"kind": "social",',
      `"kind": "social",\n  "printed": ${JSON.stringify({ ...base, sku: "X" })},`,
    );
    const issues = lintRedirectTable([{ file: "baby-crib.json", text }]);
    expect(issues.map((issue) => issue.message)).toContain(
      'a social link is posted, not printed; remove "printed" or change the kind',
    );
  });

  it("holds nothing on links that are not printed", async () => {
    const sources = await readLinkSources();
    const social = sources.filter((file) => file.file.endsWith("/baby-crib.json"));
    expect(lintPrintedLinks(social, [], { today: "2026-06-01", against: "HEAD" })).toEqual([]);
    const printed = sources.filter((file) => file.file.endsWith("/qr-package-baby-crib.json"));
    expect(lintPrintedLinks(printed, [], { today: "2026-06-01", against: "HEAD" })).toHaveLength(1);
    expect(lintPrintedLinks(printed, [], { today: "2031-02-03", against: "HEAD" })).toEqual([]);
  });
});

describe("local link origins", () => {
  const local = createStorefrontRegistry({}, { kind: "local", port: 8123 });

  it("are read from STOREFRONT_ORIGINS and WEB_PORT, production by default", () => {
    expect(readStorefrontOrigins({})).toEqual({ kind: "production" });
    expect(readStorefrontOrigins({ STOREFRONT_ORIGINS: "local" })).toEqual({ kind: "local", port: 8080 });
    expect(readStorefrontOrigins({ STOREFRONT_ORIGINS: "local", WEB_PORT: "9000" })).toEqual({
      kind: "local",
      port: 9000,
    });
    expect(() => readStorefrontOrigins({ STOREFRONT_ORIGINS: "staging" })).toThrow('"production" or "local"');
    expect(() => readStorefrontOrigins({ STOREFRONT_ORIGINS: "local", WEB_PORT: "http" })).toThrow("WEB_PORT");
  });

  it("accept exactly the registry's origins as targets", () => {
    expect(targetUrlProblem("http://fr.localhost:8123/produits/", local)).toBeUndefined();
    expect(targetUrlProblem("http://fr.localhost:9999/produits/", local)).toContain(
      "must be on http://fr.localhost:8123",
    );
    expect(targetUrlProblem("https://fr.hushling.example/produits/", local)).toBe("must use http (local origins)");
    expect(targetUrlProblem("http://evil.localhost:8123/", local)).toContain("is not a storefront host");
    expect(targetUrlProblem("http://fr.localhost:8123/produits/", createStorefrontRegistry())).toBe("must use https");
  });

  it("make redirect pages that send the browser to the local storefront", async () => {
    const rules = await loadRedirectRules(undefined, { registry: local });
    const html = buildRedirectPage("/redirects/qr-package-baby-crib/", rules);
    const target = fakeBrowser()(redirectPageScript(html), {
      search: "",
      cookie: "",
      languages: [],
      timeZone: "Europe/Paris",
    });
    expect(target).toBe(
      "http://fr.localhost:8123/produits/lits-bebe/lit-bebe/?utm_source=qr-code&utm_medium=qrcode&utm_campaign=pre-purchase",
    );
    expect(html).toContain('content="0;url=http://us.localhost:8123/products/cribs/baby-crib/');
  });
});
