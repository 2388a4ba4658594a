/**
 * The service worker, `/sw.js`. Bundled once for all storefronts (service-worker-build.server.ts); each
 * build writes its precache list, every script and stylesheet of the build and the offline page, where
 * this reads `self.__WB_MANIFEST`. Pages the visitor opens (their HTML and React Router's `.data` files)
 * and pictures are kept as they are fetched, so a visited page reads offline and any other address
 * offline gets the offline page.
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import {
  cleanupOutdatedCaches,
  type PrecacheEntry,
  PrecacheFallbackPlugin,
  precacheAndRoute,
} from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { offlinePage } from "./service-worker-lifecycle.ts";

// What this file uses of the worker's global scope (the storefront's TypeScript knows the window's).
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: { data?: { type?: string } }) => void): void;
};

// A new deployment waits until the visitor accepts the "new version" notice, which sends this message.
self.addEventListener("message", (event) => {
  if (event.data?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const networkTimeoutSeconds = 4;
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkFirst({
    cacheName: "pages",
    networkTimeoutSeconds,
    plugins: [new ExpirationPlugin({ maxEntries: 200 }), new PrecacheFallbackPlugin({ fallbackURL: offlinePage })],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
  new NetworkFirst({
    cacheName: "page-data",
    networkTimeoutSeconds,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/"),
  new StaleWhileRevalidate({ cacheName: "images", plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
