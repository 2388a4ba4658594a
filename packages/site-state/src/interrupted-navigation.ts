/**
 * Finishing a client navigation that a reload cut short: its own module, so that only the runtime (loaded
 * after hydration) carries it, not the first load that page-load-recovery.ts is part of.
 */

/** A client navigation under way, remembered in the tab's session so a reload in its middle can finish it. */
export type PendingNavigation = { path: string; at: number };

/** How long a remembered navigation stays worth finishing. */
export const pendingNavigationMs = 30_000;

/**
 * The page loaded while a client navigation was under way in this tab (React Router reloads the page it
 * is on when the next page's module fails to load): the full load of that navigation's target, with
 * `reloaded=1` so that a second failure ends on the error page. Undefined when there is nothing to finish.
 */
export function interruptedNavigationTarget(
  pending: PendingNavigation | undefined,
  href: string,
  now: number,
): string | undefined {
  if (!pending || now - pending.at > pendingNavigationMs) return undefined;
  const here = new URL(href);
  const target = new URL(pending.path, href);
  if (target.origin !== here.origin || target.pathname === here.pathname) return undefined;
  if (target.searchParams.get("reloaded") === "1") return undefined;
  target.searchParams.set("reloaded", "1");
  return target.pathname + target.search + target.hash;
}
