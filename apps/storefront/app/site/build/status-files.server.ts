import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { emitRedirectPages, loadRedirectRules } from "@hushling/links/node";
import { createStorefrontRegistry, storefrontLanguage } from "@hushling/storefronts";
import { withPageContentSecurityPolicy } from "@hushling/storefronts/node";
import { copyCatalogImages } from "../../catalog/catalog-images.server.ts";
import type { BuildSettings } from "./build-settings.ts";
import { deferScriptsToLoad } from "./deferred-scripts.ts";
import { languageNotFoundPaths } from "./prerender-paths.server.ts";
import { writeServiceWorker } from "./service-worker-build.server.ts";
import { loadSiteIndex } from "../seo/site-index.server.ts";
import { absoluteUrl } from "../seo/site-index.ts";
import { aliasRedirectHtml, aliasRedirects, indexFileOf } from "./slug-aliases.ts";

/**
 * Finishes the static output. A status page answers at each of its addresses: /404.html is also /404 and /404/, and /500.html likewise; the
 * prerendered folders give the last two and static hosts look for the first. Addresses with English
 * slugs (what printed short links use) redirect to the localised pages, and the short links themselves
 * (`/redirects/{slug}/`) are served by every storefront host, sending visitors to `linkRegistry`'s origins. The data files React Router
 * writes beside prerendered resource routes are never requested, so they go. The product pictures come
 * from the commerce export into `/images/`. `/sw.js` and the offline page come once every file is in place.
 * Last, one pass over every page (a storefront has hundreds) moves the loading of its JavaScript to after
 * its load event (deferred-scripts.ts; pages written here have no module script, so only prerendered ones
 * change) and then gives it its Content-Security-Policy meta element with the hashes of its inline scripts
 * (ADR 0016), so nothing may change a page's scripts after that pass.
 */
export async function finishStaticOutput(
  clientDirectory: string,
  settings: BuildSettings,
  cacheDirectory: string,
): Promise<void> {
  const storefront = createStorefrontRegistry(settings.hosts).byId(settings.storefront);
  const linkRegistry = createStorefrontRegistry(settings.hosts, settings.linkOrigins);
  for (const status of ["404", "500"]) {
    await copyFile(path.join(clientDirectory, status, "index.html"), path.join(clientDirectory, `${status}.html`));
  }
  for (const notFound of languageNotFoundPaths(storefront)) {
    const folder = path.join(clientDirectory, notFound);
    await copyFile(path.join(folder, "index.html"), path.join(folder, "..", "404.html"));
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
  await emitRedirectPages(clientDirectory, await loadRedirectRules(undefined, { registry: linkRegistry }));
  await copyCatalogImages(storefront, clientDirectory, settings.exportDirectory);
  await removeServerStylesheets(clientDirectory);
  await writeServiceWorker(clientDirectory, storefront, cacheDirectory);
  await rewritePages(clientDirectory, (html) => withPageContentSecurityPolicy(deferScriptsToLoad(html)));
}

/**
 * The server bundle's stylesheet (every component's CSS in one file, which React Router copies among the
 * client's assets) is linked by no page, since each route links its own; removed, it stays out of the
 * service worker's precache.
 */
async function removeServerStylesheets(clientDirectory: string): Promise<void> {
  const assets = path.join(clientDirectory, "assets");
  for (const name of await readdir(assets)) {
    if (/^server-build-[\w-]+\.css$/.test(name)) await rm(path.join(assets, name));
  }
}

async function rewritePages(clientDirectory: string, rewrite: (html: string) => string): Promise<void> {
  const entries = await readdir(clientDirectory, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, "utf8");
    const rewritten = rewrite(html);
    if (rewritten !== html) await writeFile(file, rewritten);
  }
}

/** Moves a finished build (its `client` folder) from the staging folder to `{target}/client`. */
export async function publishStaticOutput(buildDirectory: string, target: string): Promise<void> {
  await rm(path.join(target, "client"), { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await cp(path.join(buildDirectory, "client"), path.join(target, "client"), { recursive: true });
  await rm(buildDirectory, { recursive: true, force: true });
}
