import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createStorefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { decapConfig } from "../src/decap-config.ts";
import { readEditorSettings } from "../src/editor-settings.ts";
import { linkQrCode, linkScans, simulateLink } from "../src/link-tools.ts";

const registry = createStorefrontRegistry({});
/** A short link without a French rule (the browser test saves the same file): France gets its default. */
const leaflet = JSON.parse(readFileSync(new URL("./fixtures/spring-leaflet.json", import.meta.url), "utf8"));

describe("the short-link simulator", () => {
  it("answers for the draft, not the saved file: a French rule added sends France there", () => {
    const before = simulateLink(leaflet, { country: "fr" }, [], registry);
    expect(before.ok && before.resolution.rule?.country).toBe(null);
    const draft = {
      ...leaflet,
      rules: [
        ...leaflet.rules.slice(0, 1),
        { country: "fr", storefront: "fr", path: "/produits/lits-bebe/lit-bebe/", default: false, quirk: "" },
        ...leaflet.rules.slice(1),
      ],
    };
    const after = simulateLink(draft, { country: "fr" }, [], registry);
    expect(after).toMatchObject({
      ok: true,
      resolution: {
        kind: "redirect",
        country: "fr",
        signal: "query",
        rule: { country: "fr" },
        location:
          "https://fr.hushling.example/produits/lits-bebe/lit-bebe/?utm_source=folder&utm_medium=leaflet&utm_campaign=spring",
      },
    });
  });

  it("reads the time zone when no country is given, and says why", () => {
    const result = simulateLink(leaflet, { timeZone: "America/Chicago" }, [], registry);
    expect(result.ok && [result.resolution.signal, result.resolution.rule?.country]).toEqual(["time-zone", "us"]);
  });

  it("says what is wrong with a draft it cannot resolve", () => {
    const result = simulateLink({ ...leaflet, rules: [] }, {}, [], registry);
    expect(result.ok).toBe(false);
  });
});

describe("QR codes", () => {
  it("draws SVG and refuses a print size whose modules would be under 0.3 mm", () => {
    const svg = linkQrCode("baby-crib", "https://us.hushling.example", "svg");
    expect(svg.ok && svg.body).toMatch(/^<svg/);
    const tiny = linkQrCode("baby-crib", "https://us.hushling.example", "pdf", 5);
    expect(tiny.ok === false && tiny.problem).toMatch(
      /under the 0.3 mm phones can read: print it at least [\d.]+ mm wide/,
    );
    const print = linkQrCode("baby-crib", "https://us.hushling.example", "pdf", 25);
    expect(print.ok && print.body.startsWith("%PDF")).toBe(true);
  });
});

it("counts a link's scans per day and country from an access log, bots apart", () => {
  const file = fileURLToPath(new URL("fixtures/sample-access.log", import.meta.url));
  const scans = linkScans("qr-package-baby-crib", [{ file, text: readFileSync(file, "utf8") }]);
  expect(scans.days).toEqual([
    { day: "2026-11-20", scans: 5, bots: 0 },
    { day: "2026-11-21", scans: 4, bots: 1 },
    { day: "2026-11-22", scans: 6, bots: 0 },
  ]);
  expect(scans.countries).toEqual([
    { country: "fr", scans: 8, bots: 0 },
    { country: "gb", scans: 5, bots: 0 },
    { country: "de", scans: 2, bots: 1 },
  ]);
});

describe("settings and configuration", () => {
  it("runs on the git host with the editorial workflow on branch main in production", () => {
    const settings = readEditorSettings({ EDITOR_BACKEND: "github", EDITOR_GITHUB_REPO: "hushling/web" });
    expect(decapConfig(settings.backend)).toMatchObject({
      backend: { name: "github", repo: "hushling/web", branch: "main" },
      publish_mode: "editorial_workflow",
    });
    expect(decapConfig({ kind: "local" })).toMatchObject({ backend: { name: "proxy", proxy_url: "/api/v1" } });
    expect(() => readEditorSettings({ EDITOR_BACKEND: "github" })).toThrow(/needs EDITOR_GITHUB_REPO/);
  });
});
