import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkedByRoot, ownTypeChecks, workspaces } from "../type-check-workspaces.mjs";

const root = join(import.meta.dirname, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const rootIncludes: string[] = readJson(join(root, "tsconfig.json")).include;
const coveredByRoot = (folder: string) =>
  rootIncludes.some((pattern) => new RegExp(`^${pattern.replaceAll("*", "[^/]+")}$`).test(folder));

describe("type-check steps of npm test", () => {
  it.each(checkedByRoot)("the root tsconfig checks %s as its own typecheck would", (name) => {
    const workspace = workspaces(root).find(({ manifest }) => manifest.name === name);
    expect(workspace, name).toBeDefined();
    if (!workspace) return;
    expect(workspace.manifest.scripts?.typecheck).toBe("tsc -p tsconfig.json");
    const config = readJson(join(workspace.dir, "tsconfig.json"));
    // Nothing but the shared base options: a compilerOptions block here would be checked differently.
    expect(Object.keys(config).sort()).toEqual(["extends", "include"]);
    expect(config.extends).toBe("../../tsconfig.base.json");
    for (const folder of config.include as string[]) {
      expect(coveredByRoot(relative(root, join(workspace.dir, folder))), `${name}: ${folder}`).toBe(true);
    }
  });

  it("every other workspace with a typecheck script still runs it", () => {
    const withScript = workspaces(root)
      .filter(({ manifest }) => manifest.scripts?.typecheck)
      .map(({ manifest }) => manifest.name);
    expect(ownTypeChecks(root).sort()).toEqual(withScript.filter((name) => !checkedByRoot.includes(name)).sort());
    expect(ownTypeChecks(root)).toEqual(expect.arrayContaining(["@hushling/storefront", "@hushling/commerce"]));
    expect(ownTypeChecks(root)).not.toContain("@hushling/links-server");
  });

  it("npm run typecheck checks every workspace: by the root tsconfig or by its own", () => {
    expect(readJson(join(root, "package.json")).scripts.typecheck).toBe("node scripts/typecheck.mjs");
    const typecheck = readFileSync(join(root, "scripts", "typecheck.mjs"), "utf8");
    expect(typecheck).toContain('"tsc", "-p", "tsconfig.json"');
    expect(typecheck).toContain("ownTypeChecks(repoRoot)");
    for (const { dir, manifest } of workspaces(root)) {
      const own = ownTypeChecks(root).includes(manifest.name);
      expect(own || coveredByRoot(`${relative(root, dir)}/src`), manifest.name).toBe(true);
    }
  });
});
