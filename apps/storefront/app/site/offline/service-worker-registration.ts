import { Workbox } from "workbox-window";
import {
  canRegisterServiceWorker,
  insecureOriginMessage,
  lifecycleAction,
  redundantMessage,
  registrationFailedMessage,
  serviceWorkerActivatedEvent,
  serviceWorkerUrl,
} from "./service-worker-lifecycle.ts";

export type OfflineNotice = "new-version" | "offline-ready";

let resourcesFailed = false;

/** Remembers that a script, stylesheet or picture of this page failed to load (see lifecycleAction). */
function watchFailedResources(): void {
  window.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement) resourcesFailed = true;
      if (event.target instanceof HTMLImageElement) resourcesFailed = true;
    },
    true,
  );
}

/**
 * Registers `/sw.js` (loaded when the browser is idle after the first interaction, outside the
 * first-load JavaScript) and turns its lifecycle into notices for the visitor.
 */
export async function registerServiceWorker(
  notify: (notice: OfflineNotice, activateNewVersion?: () => void) => void,
): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  if (!canRegisterServiceWorker(location)) {
    console.warn(insecureOriginMessage);
    return;
  }
  watchFailedResources();
  const hadController = Boolean(navigator.serviceWorker.controller);
  const workbox = new Workbox(serviceWorkerUrl);
  workbox.addEventListener("installed", (event) => {
    if (event.isExternal) return;
    const action = lifecycleAction({ type: "installed", hadController, resourcesFailed });
    if (action === "reload") location.reload();
    else if (action === "show-new-version") notify("new-version", () => activateWaiting(workbox));
    else notify("offline-ready");
  });
  workbox.addEventListener("redundant", () => console.error(redundantMessage));
  workbox.addEventListener("activated", () => window.dispatchEvent(new Event(serviceWorkerActivatedEvent)));
  try {
    await workbox.register();
  } catch (error) {
    console.error(registrationFailedMessage, error);
  }
}

/** The waiting worker takes over, then the page reloads with the new deployment. */
function activateWaiting(workbox: Workbox): void {
  workbox.addEventListener("controlling", () => location.reload());
  workbox.messageSkipWaiting();
}
