import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readCommerceSettings, repoRoot } from "./commerce-settings.ts";
import { printShopApiSchema } from "./shop-api-schema.ts";

// Vendure reports usage to its vendor unless told not to; nothing here may phone home.
process.env.VENDURE_DISABLE_TELEMETRY ??= "true";

/**
 * Writes the Shop API schema to the file named as the first argument (default: the Shop API client's
 * `packages/shop-api/schema.graphql`). The schema does not depend on any setting, so the defaults are used.
 */
const target = path.resolve(process.argv[2] ?? path.join(repoRoot, "packages/shop-api/schema.graphql"));
printShopApiSchema(readCommerceSettings({}))
  .then(async (schema) => {
    await writeFile(target, schema);
    console.log(`shop api schema written to ${target}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
