import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { generate } from "@graphql-codegen/cli";
import { codegenConfig, generatedFile, schemaFile } from "./shop-api-codegen.ts";

/**
 * `npm run generate -w @hushling/shop-api`: compiles the commerce app, has it print its Shop API
 * schema (custom fields and plugin extensions included, no server needed) into schema.graphql, then
 * regenerates the operation types from that schema and src/operations/*.graphql. Commit both files;
 * the drift tests fail when either is stale. `-- --types-only` skips the schema (after editing an operation).
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const commerceDir = `${repoRoot}apps/commerce`;
const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: repoRoot, stdio: "inherit" });

if (!process.argv.includes("--types-only")) {
  run([`${commerceDir}/scripts/build.mjs`]);
  run([`${commerceDir}/dist/shop-api-schema-main.js`, schemaFile]);
}
await generate(codegenConfig, true);
console.log(`shop api types written to ${generatedFile}`);
