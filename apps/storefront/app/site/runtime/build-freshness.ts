import { interruptedNavigationTarget, type PendingNavigation } from "@hushling/site-state/interrupted-navigation";
import {
  decideOnBuildHash,
  decideOnLoadError,
  pathAfterUnhandledRejection,
} from "@hushling/site-state/page-load-recovery";
import { siteSettings } from "../build/compiled-site-settings.ts";

/** Set while a reload for a newer build is under way; cleared once a page has rendered with it. */
const reloadFlag = "hushling.buildReload";

function sessionFlag(): { get(): boolean; set(): void; clear(): void } {
  const attempt = (run: () => void) => {
    try {
      run();
    } catch {
      // No session storage (private mode): no reload is tried, so there can be no loop either.
    }
  };
  return {
    get: () => {
      try {
        return sessionStorage.getItem(reloadFlag) === "1";
      } catch {
        return true;
      }
    },
    set: () => attempt(() => sessionStorage.setItem(reloadFlag, "1")),
    clear: () => attempt(() => sessionStorage.removeItem(reloadFlag)),
  };
}

/**
 * First load: compares the running build with the deployed one (`/build-manifest.json`). A newer
 * deployment reloads the page once; the session flag stops a second reload and is cleared after a
 * render with matching builds.
 */
export async function checkBuildFreshness(): Promise<void> {
  const flag = sessionFlag();
  let deployed: string | undefined;
  try {
    const response = await fetch("/build-manifest.json", { cache: "no-store" });
    if (response.ok) deployed = ((await response.json()) as { buildHash?: unknown }).buildHash?.toString();
  } catch {
    return; // Offline or blocked: the running build is all there is.
  }
  const decision = decideOnBuildHash({ running: siteSettings.buildHash, deployed, alreadyReloaded: flag.get() });
  if (decision === "reload") {
    flag.set();
    location.reload();
  } else if (deployed === siteSettings.buildHash) {
    flag.clear();
  }
}

/**
 * A module of a page that fails to load (a chunk of another deployment, a network hiccup) reloads the
 * page once with `reloaded=1`; if it fails again the error reaches the error page. An unhandled
 * "loading chunk N failed" during a navigation loads the pending path fully.
 */
export function recoverFromLoadErrors(pendingPath: () => string | undefined): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const path = pathAfterUnhandledRejection(event.reason, pendingPath());
    if (path) {
      location.assign(path);
      return;
    }
    const decision = decideOnLoadError(event.reason, location.href);
    if (decision.kind === "reload") location.replace(decision.url);
  };
  window.addEventListener("unhandledrejection", onRejection);
  return () => window.removeEventListener("unhandledrejection", onRejection);
}

/** The tab's client navigation under way (PendingNavigation as JSON), kept until it arrives. */
const pendingKey = "hushling.pendingNavigation";

type RouterState = { navigation: { location?: { pathname: string; search: string } } };
type DataRouter = { subscribe(listener: (state: RouterState) => void): () => void };

/**
 * React Router reloads the page it is on when the next page's route module fails to load, which would
 * leave the shopper where they were. Each navigation's target is remembered in the tab's session until
 * it arrives; a page that loads while one is remembered goes on to it with a full load (`reloaded=1`).
 */
export function finishInterruptedNavigations(): () => void {
  try {
    const stored = sessionStorage.getItem(pendingKey);
    sessionStorage.removeItem(pendingKey);
    const pending = stored ? (JSON.parse(stored) as PendingNavigation) : undefined;
    const target = interruptedNavigationTarget(pending, location.href, Date.now());
    if (target) {
      location.replace(target);
      return () => undefined;
    }
  } catch {
    return () => undefined; // no session storage: nothing remembered, nothing to finish
  }
  const router = (window as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
  return (
    router?.subscribe(({ navigation }) => {
      try {
        const to = navigation.location;
        if (to) sessionStorage.setItem(pendingKey, JSON.stringify({ path: to.pathname + to.search, at: Date.now() }));
        else sessionStorage.removeItem(pendingKey);
      } catch {
        // storage full or blocked: this navigation is not remembered
      }
    }) ?? (() => undefined)
  );
}
