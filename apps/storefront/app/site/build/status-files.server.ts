import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { emitRedirectPages, loadRedirectRules } from "@hushling/links/node";
import { createStorefrontRegistry, storefrontLanguage } from "@hushling/storefronts";
import type { BuildSettings } from "./build-settings.ts";
import { copyCatalogImages } from "../../catalog/catalog-images.server.ts";
import { deferScriptsToLoad } from "./deferred-scripts.ts";
import { loadSiteIndex } from "../seo/site-index.server.ts";
import { absoluteUrl } from "../seo/site-index.ts";
import { aliasRedirectHtml, aliasRedirects, indexFileOf } from "./slug-aliases.ts";

/**
 * Finishes the static output. SPEC 2.3: /404.html is also /404 and /404/, and /500.html likewise; the
 * prerendered folders give the last two and static hosts look for the first. Addresses with English
 * slugs (what printed short links use) redirect to the localised pages, and the short links themselves
 * (`/redirects/{slug}/`) are served by every storefront host. The data files React Router
 * writes beside prerendered resource routes are never requested, so they go. Every page loads its
 * JavaScript after its load event (deferred-scripts.ts). The product pictures come from the commerce
 * export into `/images/`.
 */
export async function finishStaticOutput(clientDirectory: string, settings: BuildSettings): Promise<void> {
  const storefront = createStorefrontRegistry(settings.hosts).byId(settings.storefront);
  await deferPageScripts(clientDirectory);
  for (const status of ["404", "500"]) {
    await copyFile(path.join(clientDirectory, status, "index.html"), path.join(clientDirectory, `${status}.html`));
  }
  for (const file of ["sitemap.xml.data", "robots.txt.data"]) {
    await rm(path.join(clientDirectory, file), { force: true });
  }
  const pages = (await loadSiteIndex(settings)).filter((page) => page.storefront === storefront.id);
  for (const [alias, page] of aliasRedirects(pages)) {
    const file = path.join(clientDirectory, indexFileOf(alias));
    await mkdir(path.dirname(file), { recursive: true });
    const lang = storefrontLanguage(storefront, page.language)?.locale ?? page.language;
    await writeFile(file, aliasRedirectHtml(page.path, absoluteUrl(storefront, page.path), lang));
  }
  await emitRedirectPages(clientDirectory, await loadRedirectRules());
  await copyCatalogImages(storefront, clientDirectory, settings.exportDirectory);
}

async function deferPageScripts(clientDirectory: string): Promise<void> {
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const deferred = deferScriptsToLoad(html);
    if (deferred !== html) await writeFile(file, deferred);
  }
}

/** Moves a finished build (its `client` folder) from the staging folder to `{target}/client`. */
export async function publishStaticOutput(buildDirectory: string, target: string): Promise<void> {
  await rm(path.join(target, "client"), { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(path.join(buildDirectory, "client"), path.join(target, "client"), { recursive: true });
  await rm(buildDirectory, { recursive: true, force: true });
}
