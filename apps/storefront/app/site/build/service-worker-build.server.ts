import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Storefront } from "@hushling/storefronts";
import { generateSW } from "workbox-build";

/** The page a visitor gets offline for an address this device has not saved yet. */
export const offlinePage = "/offline.html";

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

/**
 * Writes the offline page and `/sw.js` (Workbox). The app shell (every script and stylesheet of the
 * build, and the offline page) is precached; pages the visitor opens (their HTML and React Router's
 * `.data` files) and pictures are kept as they are fetched, so a visited page reads offline and any
 * other address offline gets the offline page.
 */
export async function writeServiceWorker(clientDirectory: string, storefront: Storefront): Promise<void> {
  await writeFile(path.join(clientDirectory, offlinePage.slice(1)), await offlineHtml(storefront));
  const { warnings } = await generateSW({
    globDirectory: clientDirectory,
    globPatterns: ["assets/**/*.{js,css}", offlinePage.slice(1)],
    swDest: path.join(clientDirectory, "sw.js"),
    mode: "production",
    inlineWorkboxRuntime: true,
    sourcemap: false,
    clientsClaim: true,
    // A new deployment waits until the visitor accepts the "new version" notice.
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200 },
          precacheFallback: { fallbackURL: offlinePage },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
        handler: "NetworkFirst",
        options: { cacheName: "page-data", networkTimeoutSeconds: 4, expiration: { maxEntries: 200 } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/"),
        handler: "StaleWhileRevalidate",
        options: { cacheName: "images", expiration: { maxEntries: 300 } },
      },
    ],
  });
  for (const warning of warnings) console.warn(`sw.js: ${warning}`);
}
