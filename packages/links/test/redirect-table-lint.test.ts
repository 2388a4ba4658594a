import { describe, expect, it } from "vitest";
import { formatLintIssue, LinkContentError, lintRedirectTable, parseLinkFile } from "../src/index.ts";

/** A small valid link, one rule per line so that line numbers are easy to state. */
function linkText(rules: string[], overrides: { slug?: string; kind?: string; tracking?: string } = {}): string {
  return [
    "{",
    `  "slug": "${overrides.slug ?? "baby-crib"}",`,
    `  "kind": "${overrides.kind ?? "social"}",`,
    `  "tracking": ${overrides.tracking ?? '{ "source": "instagram", "medium": "social-redirects", "campaign": "baby-crib" }'},`,
    '  "rules": [',
    rules.map((rule) => `    ${rule}`).join(",\n"),
    "  ]",
    "}",
  ].join("\n");
}

const se = '{ "country": "se", "storefront": "se", "path": "/produkter/cribs/baby-crib/" }';
const kr = '{ "country": "kr", "storefront": "kr", "path": "/product/baby-crib/" }';
const pl = '{ "country": "pl", "storefront": "eu", "path": "/products/cribs/baby-crib/" }';
const fallback = '{ "default": true, "storefront": "eu", "path": "/products/cribs/baby-crib/" }';

function lint(text: string, file = "content/links/baby-crib.json") {
  return lintRedirectTable([{ file, text }]).map(formatLintIssue);
}

describe("lintRedirectTable", () => {
  it("accepts a valid link", () => {
    expect(lint(linkText([se, kr, pl, fallback]))).toEqual([]);
  });

  it("names file and line of a JSON syntax error", () => {
    const text = linkText([se, kr, fallback]).replace('"kr",', '"kr"');
    expect(lint(text)).toEqual([expect.stringMatching(/^content\/links\/baby-crib\.json:7: not valid JSON/)]);
  });

  it("names file, line and field of a schema error", () => {
    const text = linkText([se, '{ "country": "KR", "storefront": "kr", "path": "/product/baby-crib/" }', fallback]);
    expect(lint(text)).toEqual([
      "content/links/baby-crib.json:7: rules.1.country: must be a lowercase ISO 3166-1 alpha-2 code",
    ]);
    expect(lint(linkText([se, fallback]).replace('"storefront": "se"', '"storefront": "xx"'))[0]).toMatch(
      /baby-crib\.json:6: rules\.0\.storefront: /,
    );
  });

  it("wants exactly one default, listed last", () => {
    expect(lint(linkText([se, kr]))).toEqual([
      "content/links/baby-crib.json:5: has no default rule; add one without a country, listed last",
    ]);
    expect(lint(linkText([se, fallback, kr]))).toEqual([
      "content/links/baby-crib.json:7: the default rule must be listed last; the rules after it are unreachable",
    ]);
    expect(lint(linkText([se, fallback, fallback]))).toEqual([
      "content/links/baby-crib.json:8: is a second default rule; a link has exactly one",
    ]);
  });

  it("finds a country listed twice and says which line wins", () => {
    expect(lint(linkText([se, kr, se, fallback]))).toEqual([
      "content/links/baby-crib.json:8: country se is listed twice; this rule is unreachable (line 6 wins)",
    ]);
  });

  it("wants each country on the storefront that serves it unless a quirk is recorded", () => {
    const wrong = '{ "country": "pl", "storefront": "de", "path": "/products/cribs/baby-crib/" }';
    expect(lint(linkText([wrong, fallback]))).toEqual([
      'content/links/baby-crib.json:6: pl is served by the eu storefront, not de; fix it or record a "quirk"',
    ]);
    const quirk = wrong.replace(" }", ', "quirk": "sent to the German shop during a trial" }');
    expect(lint(linkText([quirk, fallback]))).toEqual([]);
  });

  it("wants tracking unless a quirk is recorded", () => {
    const bare = se.replace(" }", ', "tracking": false }');
    expect(lint(linkText([bare, fallback]))).toEqual([
      'content/links/baby-crib.json:6: drops the tracking parameters without a recorded "quirk"',
    ]);
    expect(lint(linkText([bare.replace(" }", ', "quirk": "kept as first printed" }'), fallback]))).toEqual([]);
  });

  it("wants tracking values that fit the kind of link", () => {
    const text = linkText([se, fallback], {
      kind: "packaging-pre-purchase",
      tracking: '{ "source": "instagram", "medium": "qrcode", "campaign": "baby-crib" }',
    });
    expect(lint(text)).toEqual([
      "content/links/baby-crib.json:4: utm_source instagram does not fit a packaging-pre-purchase link (qr-code)",
      "content/links/baby-crib.json:4: utm_campaign baby-crib does not fit a packaging-pre-purchase link (pre-purchase)",
    ]);
  });

  it("wants targets that are routes of the storefront, in its default language", () => {
    const french = '{ "country": "se", "storefront": "se", "path": "/products/cribs/baby-crib/" }';
    expect(lint(linkText([french, fallback]))).toEqual([
      "content/links/baby-crib.json:6: /products/cribs/baby-crib/ is not a product, category or page path of the se storefront",
    ]);
  });

  it("wants every rule on the same page unless a quirk is recorded", () => {
    const category = '{ "country": "se", "storefront": "se", "path": "/produkter/cribs/" }';
    expect(lint(linkText([category, kr, fallback]))).toEqual([
      'content/links/baby-crib.json:6: goes to a category while the link\'s other rules go to a product; fix it or record a "quirk"',
    ]);
  });

  it("compares content pages by slug, which no storefront translates", () => {
    const guide = '{ "country": "se", "storefront": "se", "path": "/pages/gift-guide/" }';
    const other = '{ "country": "kr", "storefront": "kr", "path": "/pages/baby-sleep/" }';
    const last = '{ "default": true, "storefront": "eu", "path": "/pages/gift-guide/" }';
    expect(lint(linkText([guide, other, last]))).toEqual([
      'content/links/baby-crib.json:7: goes to page:baby-sleep while the link\'s other rules go to page:gift-guide; fix it or record a "quirk"',
    ]);
  });

  it("leaves product identity to the storefront build, where translated slugs are known", () => {
    const localised = '{ "country": "se", "storefront": "se", "path": "/produkter/babysangar/babysang/" }';
    expect(lint(linkText([localised, kr, fallback]))).toEqual([]);
  });

  it("wants the slug to match the file name and to be unique", () => {
    const text = linkText([se, fallback]);
    expect(lint(text, "content/links/crib.json")).toEqual([
      "content/links/crib.json:2: slug baby-crib must match the file name",
    ]);
    const issues = lintRedirectTable([
      { file: "a/baby-crib.json", text },
      { file: "b/baby-crib.json", text },
    ]).map(formatLintIssue);
    expect(issues).toEqual(["b/baby-crib.json:2: slug baby-crib is already used by a/baby-crib.json"]);
  });
});

describe("parseLinkFile", () => {
  it("turns a link file into redirect rules with absolute, tracked targets, default last", () => {
    const { rules } = parseLinkFile("baby-crib.json", linkText([se, kr, fallback]));
    expect(rules).toEqual([
      {
        fromPath: "/redirects/baby-crib/",
        toPath:
          "https://se.hushling.example/produkter/cribs/baby-crib/?utm_source=instagram&utm_medium=social-redirects&utm_campaign=baby-crib",
        isPermanent: true,
        ignoreCase: true,
        redirectInBrowser: true,
        conditions: { country: "se" },
      },
      expect.objectContaining({
        toPath: expect.stringMatching(/^https:\/\/kr\.hushling\.example\/product\/baby-crib\/\?utm_/),
      }),
      expect.not.objectContaining({ conditions: expect.anything() }),
    ]);
  });

  it("throws a LinkContentError naming the file, line and field", () => {
    const text = linkText([se, fallback]).replace('"campaign": "baby-crib"', '"campaign": "Baby Crib"');
    expect(() => parseLinkFile("content/links/baby-crib.json", text)).toThrow(LinkContentError);
    expect(() => parseLinkFile("content/links/baby-crib.json", text)).toThrow(
      "content/links/baby-crib.json:4: tracking.campaign: must be lowercase letters, digits, - and _",
    );
  });

  it("refuses a target path that is not in normal form", () => {
    const odd = '{ "country": "se", "storefront": "se", "path": "/produkter/./cribs/" }';
    expect(() => parseLinkFile("x.json", linkText([odd, fallback]))).toThrow(
      "x.json:6: rules.0.path: must be written in normal form",
    );
  });
});
