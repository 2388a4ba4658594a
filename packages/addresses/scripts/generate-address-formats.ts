import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { addressFormatsSource, generatedFile } from "./address-format-source.ts";

/**
 * `npm run generate -w @hushling/addresses`: writes the address formats of every served country from the
 * installed address data into src/generated, so neither the browser nor the server loads data at run
 * time. Commit the file; test/generated-formats-current.test.ts fails when it is stale.
 */
const source = addressFormatsSource();
// An unchanged file is left alone: a type-check or a build reading it meanwhile never sees it half-written.
if (existsSync(generatedFile) && readFileSync(generatedFile, "utf8") === source) {
  console.log(`address formats in ${generatedFile} are current`);
} else {
  writeFileSync(generatedFile, source);
  console.log(`address formats written to ${generatedFile}`);
}
