import { readFileSync } from "node:fs";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import { codegenConfig, generatedFile } from "../scripts/shop-api-codegen.ts";

describe("the generated Shop API types", () => {
  it("are what the code generator makes of the committed schema and operations today", async () => {
    const outputs = (await generate(codegenConfig, false)) as Array<{ filename: string; content: string }>;
    const fresh = outputs.find((output) => output.filename === generatedFile);
    expect(fresh, "the code generator wrote no types file").toBeDefined();
    const committed = readFileSync(generatedFile, "utf8");
    // On failure: `npm run generate -w @hushling/shop-api -- --types-only`, then commit src/generated.
    expect(committed === fresh?.content, "src/generated/shop-api.ts is stale: regenerate it").toBe(true);
  });
});
