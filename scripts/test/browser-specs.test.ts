import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const e2eDir = join(import.meta.dirname, "..", "..", "tests", "e2e");

it("every browser spec takes `test` from tests/e2e/test.ts, whose fixture gives back the products a test held", () => {
  const specs = readdirSync(e2eDir).filter((name) => name.endsWith(".spec.ts"));
  expect(specs.length).toBeGreaterThan(10);
  const onPlaywrightsOwn = specs.filter((name) => {
    const source = readFileSync(join(e2eDir, name), "utf8");
    return (
      !/import \{[^}]*\btest\b[^}]*\} from "\.\/test\.ts"/.test(source) ||
      /import \{[^}]*\btest\b[^}]*\} from "@playwright\/test"/.test(source)
    );
  });
  expect(onPlaywrightsOwn).toEqual([]);
});
