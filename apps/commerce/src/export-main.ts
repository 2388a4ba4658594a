import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { catalogExportPath } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { CatalogExportFailure, exportStorefrontCatalog } from "./catalog-export/storefront-catalog.ts";
import { CommerceSettingsError, readCommerceSettings, repoRoot } from "./commerce-settings.ts";
import { shopApiPath } from "./vendure-config.ts";

/**
 * `npm run export -w @hushling/commerce`: writes data/export/{storefront}/{language}.json for every
 * storefront language, so static builds need no live queries. Uses the server at COMMERCE_URL
 * (default http://localhost:$COMMERCE_PORT); when none answers, starts one for the export and stops it.
 * COMMERCE_EXPORT_ROOT moves the output (default: the repository root).
 */
const mainJs = fileURLToPath(new URL("./main.js", import.meta.url));
const startTimeoutMs = 180_000;

async function healthy(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", mainJs], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new CatalogExportFailure("commerce did not start in time")), startTimeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /commerce ready (\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new CatalogExportFailure(`commerce exited with ${code} before it was ready:\n${output}`));
    });
  });
  return { child, url };
}

/** COMMERCE_EXPORT_STOREFRONTS=us,de limits the export (a one-storefront dev build); default: all. */
function selectedStorefronts() {
  const wanted = process.env.COMMERCE_EXPORT_STOREFRONTS?.split(",").map((id) => id.trim().toLowerCase());
  if (!wanted?.length || wanted[0] === "") return storefrontRegistry.storefronts;
  const unknown = wanted.filter((id) => !storefrontRegistry.storefronts.some((storefront) => storefront.id === id));
  if (unknown.length > 0) throw new CatalogExportFailure(`COMMERCE_EXPORT_STOREFRONTS: unknown ${unknown.join(", ")}`);
  return storefrontRegistry.storefronts.filter((storefront) => wanted.includes(storefront.id));
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function main(): Promise<void> {
  const settings = readCommerceSettings();
  const configuredUrl = (process.env.COMMERCE_URL ?? `http://localhost:${settings.port}`).replace(/\/$/, "");
  const outputRoot = path.resolve(process.env.COMMERCE_EXPORT_ROOT ?? repoRoot);
  const started = (await healthy(configuredUrl)) ? undefined : await startServer();
  const baseUrl = started?.url ?? configuredUrl;
  try {
    let files = 0;
    for (const storefront of selectedStorefronts()) {
      const catalogs = await exportStorefrontCatalog(`${baseUrl}/${shopApiPath}`, storefront);
      for (const [language, catalog] of catalogs) {
        await writeAtomically(
          path.join(outputRoot, catalogExportPath(storefront.id, language)),
          `${JSON.stringify(catalog, null, 2)}\n`,
        );
        files += 1;
      }
    }
    console.log(`catalog export: ${files} files under ${path.join(outputRoot, "data/export")} from ${baseUrl}`);
  } finally {
    if (started) {
      const exited = new Promise((resolve) => started.child.once("exit", resolve));
      started.child.kill("SIGTERM");
      await exited;
    }
  }
}

main().catch((error: unknown) => {
  const known = error instanceof CommerceSettingsError || error instanceof CatalogExportFailure;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
