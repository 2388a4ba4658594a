import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { rawColours } from "../colour-tokens.ts";

const root = join(import.meta.dirname, "..", "..");
const appDir = join(root, "apps", "storefront", "app");
const tokens = join(appDir, "styles", "tokens.css");

describe("storefront colours come from the tokens", () => {
  it("reports a colour written outside the tokens: hex, colour functions, named colours", () => {
    const css = [
      ".a { color: #a3261b; }",
      ".b { background: rgb(0 0 0 / 0.5); }",
      ".c { border: 1px solid red; }",
      "/* #fff in a comment is no colour */",
      ".d { color: var(--color-danger); white-space: nowrap; background: transparent; }",
      ".e { background: url(#gradient) no-repeat; }",
    ].join("\n");
    expect(rawColours(css).map((found) => found.line)).toEqual([1, 2, 3]);
  });

  it("holds in every stylesheet of the storefront but the tokens file", () => {
    const sheets = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => join(appDir, file))
      .filter((file) => file !== tokens);
    expect(sheets.length).toBeGreaterThan(10);
    const found = sheets.flatMap((file) =>
      rawColours(readFileSync(file, "utf8")).map(({ line, text }) => `${relative(root, file)}:${line} ${text}`),
    );
    expect(found).toEqual([]);
  });
});
