import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// React Router's Vite plugin pre-bundles and dedupes `react-router-dom` whenever it resolves from the
// storefront, taking it for React Router 7's own. Whatever another app's dependencies hoist to the root
// (the editor's Decap CMS brings react-router-dom 5), the storefront resolves its own: the family is
// pinned to one version and installed as pinned (ADR 0068).
const storefrontDir = path.join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(storefrontDir, "package.json"), "utf8"));
const family = ["react-router", "react-router-dom", "@react-router/node", "@react-router/dev"];
const declared = (name: string): string => manifest.dependencies[name] ?? manifest.devDependencies[name];
const resolvedVersion = (name: string): string => {
  const file = createRequire(path.join(storefrontDir, "package.json")).resolve(`${name}/package.json`);
  return JSON.parse(readFileSync(file, "utf8")).version;
};

describe("the React Router packages the storefront resolves", () => {
  it("are declared by the storefront, each pinned to one and the same version", () => {
    const versions = family.map(declared);
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versions).toEqual(family.map(() => versions[0]));
  });

  it("are installed as pinned, whatever another workspace hoists", () => {
    expect(family.map(resolvedVersion)).toEqual(family.map(declared));
  });
});
