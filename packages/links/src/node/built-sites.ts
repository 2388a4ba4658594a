/**
 * Reads storefront build output from disk for the build crawl and `links check`: one BuiltSite per storefront whose
 * `<root>/<id>/client` folder exists, named by its production origin (what hreflang and short links print).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import type { BuiltSite } from "../built-site.ts";

export function readBuiltSites(buildRoot: string): BuiltSite[] {
  return storefrontRegistry.storefronts.flatMap((storefront) => {
    const client = path.join(buildRoot, storefront.id, "client");
    if (!existsSync(client)) return [];
    const files = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
    return [{ id: storefront.id, origin: `https://${storefront.host}`, files: new Set(files) }];
  });
}

/** A page's HTML from the build under `buildRoot`. */
export const builtPageReader = (buildRoot: string) => (site: BuiltSite, file: string) =>
  readFileSync(path.join(buildRoot, site.id, "client", file), "utf8");
