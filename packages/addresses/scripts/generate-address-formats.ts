import { writeFileSync } from "node:fs";
import { addressFormatsSource, generatedFile } from "./address-format-source.ts";

/**
 * `npm run generate -w @hushling/addresses`: writes the address formats of every served country from the
 * installed address data into src/generated, so neither the browser nor the server loads data at run
 * time. Commit the file; test/generated-formats-current.test.ts fails when it is stale.
 */
writeFileSync(generatedFile, addressFormatsSource());
console.log(`address formats written to ${generatedFile}`);
