import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { storefrontIds } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { commerceStock, editorRebuild, locksNeeded } from "../../tests/e2e/locks.ts";
import { buildPlan, selectedSpecs, specStorefronts, waitsForWholeBuild } from "../../tests/e2e/spec-storefronts.ts";

const e2eDir = join(import.meta.dirname, "..", "..", "tests", "e2e");

describe("which storefronts the e2e global setup builds", () => {
  it("reads the declaration line, in the registry's order", () => {
    expect(specStorefronts("a.spec.ts", "import x;\n// storefronts: jp us\n")).toEqual({
      file: "a.spec.ts",
      storefronts: ["us", "jp"],
      all: false,
    });
    expect(specStorefronts("b.spec.ts", "// storefronts: us fr all\n")).toMatchObject({
      storefronts: ["us", "fr"],
      all: true,
    });
    expect(specStorefronts("c.spec.ts", "// storefronts: none\n")).toMatchObject({ storefronts: [], all: false });
  });

  it("stops the run, naming the file, on a missing or wrong declaration", () => {
    expect(() => specStorefronts("new.spec.ts", 'test("x", () => {});')).toThrow(
      /new\.spec\.ts has no "\/\/ storefronts: \.\.\." line/,
    );
    expect(() => specStorefronts("typo.spec.ts", "// storefronts: us uk\n")).toThrow(/unknown storefront\(s\) uk/);
    expect(() => specStorefronts("empty.spec.ts", "// storefronts:\n")).toThrow(/names nothing/);
    expect(() => specStorefronts("both.spec.ts", "// storefronts: none us\n")).toThrow(/none and more/);
  });

  it("every spec in tests/e2e declares its storefronts", () => {
    const specs = readdirSync(e2eDir).filter((name) => name.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(10);
    for (const name of specs) specStorefronts(name, readFileSync(join(e2eDir, name), "utf8"));
  });

  it("selects the spec files a command line names, all when it names none", () => {
    const files = ["cart.spec.ts", "checkout.spec.ts", "search.spec.ts"];
    const node = ["node", "/x/playwright/cli.js"];
    expect(selectedSpecs(files, [...node, "test"])).toEqual(files);
    expect(selectedSpecs(files, [...node, "test", "checkout.spec.ts:12", "--workers", "1"])).toEqual([
      "checkout.spec.ts",
    ]);
    expect(selectedSpecs(files, [...node, "test", "-g", "cart", "search"])).toEqual(["search.spec.ts"]);
    const paths = files.map((file) => `/repo/tests/e2e/${file}`);
    expect(selectedSpecs(paths, [...node, "test", "tests/e2e/cart.spec.ts"])).toEqual(["/repo/tests/e2e/cart.spec.ts"]);
    expect(selectedSpecs(files, [...node, "test", "(cart|search)\\.spec"])).toEqual(["cart.spec.ts", "search.spec.ts"]);
  });

  it("builds the named storefronts first and the rest meanwhile only when a spec needs them all", () => {
    const spec = (storefronts: ("us" | "fr" | "jp")[], all = false) => ({ file: "x", storefronts, all });
    expect(buildPlan([spec(["us"]), spec(["jp", "us"])])).toEqual({ first: ["us", "jp"], later: [] });
    const plan = buildPlan([spec(["us"]), spec(["fr"], true)]);
    expect(plan.first).toEqual(["us", "fr"]);
    expect([...plan.first, ...plan.later].sort()).toEqual([...storefrontIds].sort());
    expect(buildPlan([spec([], true)])).toEqual({ first: [...storefrontIds], later: [] });
  });

  it("tells the specs that wait for the whole build, which run after the others", () => {
    expect(waitsForWholeBuild("test.beforeAll(async () => {\n  await allStorefrontsBuilt();\n});")).toBe(true);
    // Named in a comment or imported only, it holds nobody up.
    expect(
      waitsForWholeBuild("// the editor waits like allStorefrontsBuilt() does\nimport { allStorefrontsBuilt } from x;"),
    ).toBe(false);
    const waiting = readdirSync(e2eDir)
      .filter((name) => name.endsWith(".spec.ts"))
      .filter((name) => waitsForWholeBuild(readFileSync(join(e2eDir, name), "utf8")));
    expect(waiting).toEqual(expect.arrayContaining(["storefront-build.spec.ts", "storefront-html.spec.ts"]));
  });

  it("every spec that shops or reads every storefront holds the lock that keeps it apart from the others", () => {
    expect(locksNeeded('await addProductToCart(page, "us");')).toEqual([commerceStock]);
    expect(locksNeeded("// storefronts: all\nawait allStorefrontsBuilt();")).toEqual([editorRebuild]);
    expect(locksNeeded("// storefronts: us\nawait page.goto(origin('us'));")).toEqual([]);
    const declared = { [commerceStock]: "commerceStock", [editorRebuild]: "editorRebuild" };
    const missing: string[] = [];
    for (const name of readdirSync(e2eDir).filter((file) => file.endsWith(".spec.ts"))) {
      const source = readFileSync(join(e2eDir, name), "utf8");
      for (const lock of locksNeeded(source)) {
        if (!new RegExp(`lock: ${declared[lock as keyof typeof declared]}\\b`).test(source))
          missing.push(`${name}: ${lock}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the file Playwright's second worker holds while it waits for Vitest takes no lock, so the first worker never waits on it", () => {
    // Playwright queues the files of each project by name (a file whose `test.use` changes a worker option,
    // as redirect-pages' trace, after the others), the project of the specs that wait for the whole build
    // last (playwright.config.ts), and gives the second worker the first file the first file's locks leave free.
    const specs = readdirSync(e2eDir)
      .filter((name) => name.endsWith(".spec.ts"))
      .sort()
      .map((name) => {
        const source = readFileSync(join(e2eDir, name), "utf8");
        const locks = [...source.matchAll(/\block: (\w+)/g)].map((match) => match[1]);
        return { name, locks, whole: waitsForWholeBuild(source), usesOwnTest: /from "\.\/test\.ts"/.test(source) };
      });
    const queue = [...specs.filter((spec) => !spec.whole), ...specs.filter((spec) => spec.whole)];
    const [first, ...rest] = queue;
    const waiting = rest.find((spec) => !spec.locks.some((lock) => first?.locks.includes(lock)));
    expect(first?.locks).not.toEqual([]);
    expect(waiting).toMatchObject({ locks: [] });
    // A spec on Playwright's own `test` would run in the second worker beside Vitest.
    expect(specs.filter((spec) => !spec.usesOwnTest).map((spec) => spec.name)).toEqual([]);
  });
});
