/** Where the service worker is served; the build writes it (service-worker-build.server.ts). */
export const serviceWorkerUrl = "/sw.js";

/** The page a visitor gets offline for an address this device has not saved yet. */
export const offlinePage = "/offline.html";

/** The window event the site's extensions (tag manager, chat) listen to once offline support is active. */
export const serviceWorkerActivatedEvent = "hushling:service-worker-activated";

export const insecureOriginMessage = "Service workers can only be used over HTTPS, or on localhost for development";
export const registrationFailedMessage = "Error during service worker registration:";
export const redundantMessage = "The installing service worker became redundant.";

/**
 * Browsers allow service workers only in secure contexts: HTTPS, or a local host name during
 * development (`localhost`, any `*.localhost`, the IPv4 and IPv6 loopback addresses).
 */
export function canRegisterServiceWorker(location: { protocol: string; hostname: string }): boolean {
  if (location.protocol === "https:") return true;
  if (location.protocol !== "http:") return false;
  const host = location.hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(host)
  );
}

export type LifecycleEvent =
  | { type: "installed"; hadController: boolean; resourcesFailed: boolean }
  | { type: "redundant" }
  | { type: "activated" };

export type LifecycleAction =
  | "show-new-version"
  | "reload"
  | "show-offline-ready"
  | "log-redundant"
  | "notify-extensions";

/**
 * What the page does at each step of the service worker's life. A worker installed while another
 * controls the page is a new deployment: the visitor is told, unless resources of this page already
 * failed to load (the old deployment's files are gone), in which case a reload repairs the page.
 * The first worker installed means the site now works offline.
 */
export function lifecycleAction(event: LifecycleEvent): LifecycleAction {
  switch (event.type) {
    case "installed":
      if (!event.hadController) return "show-offline-ready";
      return event.resourcesFailed ? "reload" : "show-new-version";
    case "redundant":
      return "log-redundant";
    case "activated":
      return "notify-extensions";
  }
}
