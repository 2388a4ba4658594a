import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Storefront } from "@hushling/storefronts";
import { build } from "vite";
import { injectManifest } from "workbox-build";
import { cachedOnDisk } from "../../../scripts/cached-on-disk.ts";
import { offlinePage } from "../offline/service-worker-lifecycle.ts";

const localesDirectory = fileURLToPath(new URL("../../i18n/locales/", import.meta.url));

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function runtimeText(language: string, key: "offline" | "backHome"): Promise<string> {
  const read = async (code: string) =>
    (JSON.parse(await readFile(path.join(localesDirectory, code, "translation.json"), "utf8")) as {
      runtime?: Record<string, string>;
    }).runtime?.[key];
  return (await read(language).catch(() => undefined)) ?? (await read("en")) ?? "";
}

/**
 * The offline fallback: static, script-free, in every language of the storefront (the worker serves
 * the same page for every address), each paragraph marked with its language.
 */
async function offlineHtml(storefront: Storefront): Promise<string> {
  const [first] = storefront.languages;
  const sections: string[] = [];
  for (const language of storefront.languages) {
    const home = language === first ? "/" : `/${language.code.toLowerCase()}/`;
    sections.push(
      `<p lang="${escapeHtml(language.locale)}">${escapeHtml(await runtimeText(language.code, "offline"))} ` +
        `<a href="${home}">${escapeHtml(await runtimeText(language.code, "backHome"))}</a></p>`,
    );
  }
  return `<!doctype html>
<html lang="${escapeHtml(first?.locale ?? "en")}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Hushling</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f1d1a;background:#faf7f2}main{max-width:40rem;margin:0 auto}a{color:#5a3e1b}</style>
</head>
<body>
<main>
<h1>Hushling</h1>
${sections.join("\n")}
</main>
</body>
</html>
`;
}

const workerSource = fileURLToPath(new URL("../offline/service-worker.ts", import.meta.url));
// What the bundled worker depends on: its own files, and the Workbox and Vite versions the lock file pins.
const workerInputs = [
  workerSource,
  fileURLToPath(new URL("../offline/service-worker-lifecycle.ts", import.meta.url)),
  fileURLToPath(new URL("../../../../../package-lock.json", import.meta.url)),
];

/**
 * `app/site/offline/service-worker.ts` with the Workbox modules it uses, bundled and minified for
 * production, its precache list still `self.__WB_MANIFEST`. The same for every storefront, so it is
 * bundled once into the build cache (Workbox's generateSW bundled it again, with Babel and terser, in
 * each of the fourteen builds); returns the file.
 */
async function bundledServiceWorker(cacheDirectory: string): Promise<string> {
  const key = createHash("sha256");
  for (const file of workerInputs) key.update(await readFile(file));
  const file = path.join(cacheDirectory, "service-worker", `${key.digest("hex")}.js`);
  await mkdir(path.dirname(file), { recursive: true });
  await cachedOnDisk(file, async () => {
    const output = await build({
      configFile: false,
      envFile: false,
      publicDir: false,
      logLevel: "warn",
      mode: "production",
      root: path.dirname(workerSource),
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        write: false,
        minify: "terser",
        lib: { entry: workerSource, formats: ["iife"], name: "hushlingServiceWorker" },
      },
    });
    const [chunk] = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      "output" in result ? result.output.filter((item) => item.type === "chunk") : [],
    );
    if (!chunk) throw new Error("bundling the service worker gave no script");
    return chunk.code;
  });
  return file;
}

/**
 * Writes the offline page and `/sw.js`: the bundled worker with this build's precache list (every script
 * and stylesheet of the build, and the offline page) in place of `self.__WB_MANIFEST`.
 */
export async function writeServiceWorker(
  clientDirectory: string,
  storefront: Storefront,
  cacheDirectory: string,
): Promise<void> {
  await writeFile(path.join(clientDirectory, offlinePage.slice(1)), await offlineHtml(storefront));
  const { warnings } = await injectManifest({
    swSrc: await bundledServiceWorker(cacheDirectory),
    swDest: path.join(clientDirectory, "sw.js"),
    globDirectory: clientDirectory,
    globPatterns: ["assets/**/*.{js,css}", offlinePage.slice(1)],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  for (const warning of warnings) console.warn(`sw.js: ${warning}`);
}
