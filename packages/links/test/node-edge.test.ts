import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildRedirectPage } from "../src/index.ts";
import { emitRedirectPages, LinkContentError, loadRedirectRules } from "../src/node/index.ts";

const link = (slug: string, country = "se") =>
  JSON.stringify(
    {
      slug,
      kind: "social",
      tracking: { source: "instagram", medium: "social-redirects", campaign: slug },
      rules: [
        { country, storefront: country, path: `/produkter/cribs/${slug}/` },
        { default: true, storefront: "us", path: `/products/cribs/${slug}/` },
      ],
    },
    null,
    2,
  );

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hushling-links-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("loadRedirectRules", () => {
  it("loads every *.json link file of a directory in name order, ignoring other files", async () => {
    await writeFile(path.join(dir, "b-link.json"), link("b-link"));
    await writeFile(path.join(dir, "a-link.json"), link("a-link"));
    await writeFile(path.join(dir, "README.md"), "# not a link");
    const rules = await loadRedirectRules(dir);
    expect(rules.map((rule) => `${rule.fromPath} ${rule.conditions?.country ?? "default"}`)).toEqual([
      "/redirects/a-link/ se",
      "/redirects/a-link/ default",
      "/redirects/b-link/ se",
      "/redirects/b-link/ default",
    ]);
  });

  it("throws a LinkContentError naming the file, line and field", async () => {
    await writeFile(path.join(dir, "a-link.json"), link("a-link").replace('"country": "se"', '"country": "sweden"'));
    const error = await loadRedirectRules(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LinkContentError);
    expect((error as Error).message).toMatch(
      /a-link\.json:11: rules\.0\.country: must be a lowercase ISO 3166-1 alpha-2 code/,
    );
  });

  it("refuses a table that fails the linter", async () => {
    await writeFile(
      path.join(dir, "a-link.json"),
      link("a-link", "de").replace('"storefront": "de"', '"storefront": "se"'),
    );
    await expect(loadRedirectRules(dir)).rejects.toThrow(/a-link\.json:\d+: de is served by the de storefront, not se/);
  });

  it("refuses an empty or missing directory", async () => {
    await expect(loadRedirectRules(dir)).rejects.toThrow("no link files");
    await expect(loadRedirectRules(path.join(dir, "missing"))).rejects.toThrow(LinkContentError);
  });
});

describe("emitRedirectPages", () => {
  it("writes {outDir}/redirects/{slug}/index.html for every link", async () => {
    await writeFile(path.join(dir, "a-link.json"), link("a-link"));
    await writeFile(path.join(dir, "b-link.json"), link("b-link"));
    const rules = await loadRedirectRules(dir);
    const out = path.join(dir, "site");
    expect(await emitRedirectPages(out, rules)).toBe(2);
    expect(await readdir(path.join(out, "redirects"))).toEqual(["a-link", "b-link"]);
    expect(await readFile(path.join(out, "redirects", "a-link", "index.html"), "utf8")).toBe(
      buildRedirectPage("/redirects/a-link/", rules),
    );
  });
});
