// `npm run links:localize -w @hushling/links [-- exportDir]`: rewrites link targets that use English slugs
// on storefronts whose default language has its own (`/produits/cribs/baby-crib/` -> the French address),
// reading the commerce export (`npm run export -w @hushling/commerce`, default `<repo>/data/export`).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseCatalogExport } from "@hushling/catalog";
import { defaultLanguage, type Storefront, storefrontRegistry } from "@hushling/storefronts";
import { parseLinkFile } from "../link-file.ts";
import { formatLinkFile } from "../link-file-writer.ts";
import { localizedAddresses, localizeLinkTargets } from "../localized-targets.ts";
import { defaultLinksDir, readLinkSources, startDir } from "./index.ts";

const exportDir = path.resolve(startDir(), process.argv[2] ?? path.join(defaultLinksDir, "../../data/export"));

async function addressesFor(storefront: Storefront): Promise<Map<string, string>> {
  const file = path.join(exportDir, storefront.id, `${defaultLanguage(storefront).code}.json`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message} (run \`npm run export -w @hushling/commerce\` first)`);
  }
  return localizedAddresses(storefront, parseCatalogExport(json, file));
}

try {
  const addresses = new Map<string, Map<string, string>>();
  for (const storefront of storefrontRegistry.storefronts) addresses.set(storefront.id, await addressesFor(storefront));
  let files = 0;
  let rules = 0;
  for (const source of await readLinkSources()) {
    const { link } = parseLinkFile(source.file, source.text);
    const result = localizeLinkTargets(link, (id) => addresses.get(id) ?? new Map());
    if (result.changed === 0) continue;
    await writeFile(path.join(defaultLinksDir, `${link.slug}.json`), formatLinkFile(result.link).text);
    files++;
    rules += result.changed;
  }
  console.log(`links:localize: ${rules} targets in ${files} link files now name the storefront's own address`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
