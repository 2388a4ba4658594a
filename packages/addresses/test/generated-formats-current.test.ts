import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { addressFormatsSource, generatedFile } from "../scripts/address-format-source.ts";

describe("the generated address formats", () => {
  it("are what the installed address data gives for the served countries today", () => {
    // On failure: `npm run generate -w @hushling/addresses`, then commit src/generated.
    expect(
      readFileSync(generatedFile, "utf8") === addressFormatsSource(),
      "src/generated is stale: regenerate it",
    ).toBe(true);
  });
});
