/**
 * What the browser does when loading a page goes wrong: plain decisions over plain data, carried out
 * by the storefront's runtime. Every branch ends in at most one reload, so a broken deployment shows
 * an error page instead of reloading for ever.
 */

export type LoadErrorDecision = { kind: "reload"; url: string } | { kind: "rethrow"; error: Error };

/** Errors that a fresh page load usually cures: a chunk or page data of an older or newer deployment. */
const recoverable = [
  /ChunkLoadError/,
  /loading (css )?chunk \S+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /The result of this StaticQuery could not be fetched/,
  /We couldn't load "\/page-data\/sq\/d\/\d+\.json"/,
  // A page's data that still failed after its retries (the storefront's page-data-fetch.ts).
  /^PageDataUnavailableError:/,
];

/** Any thrown value as an Error; a value that is not an error becomes "Unknown error". */
export function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error("Unknown error");
}

export function isRecoverableLoadError(error: Error): boolean {
  const text = `${error.name}: ${error.message}`;
  return recoverable.some((pattern) => pattern.test(text));
}

/**
 * A page-load error: a chunk or page-data error reloads the page once with `reloaded=1` added to the
 * address; if the address already says so (the error recurred), or the error is another kind, it is
 * rethrown for the error page.
 */
export function decideOnLoadError(thrown: unknown, href: string): LoadErrorDecision {
  const error = asError(thrown);
  const url = new URL(href);
  if (!isRecoverableLoadError(error) || url.searchParams.get("reloaded") === "1") return { kind: "rethrow", error };
  url.searchParams.set("reloaded", "1");
  return { kind: "reload", url: url.pathname + url.search + url.hash };
}

/** An unhandled rejection "Loading chunk N failed" during a navigation: load the pending path fully. */
export function pathAfterUnhandledRejection(reason: unknown, pendingPath: string | undefined): string | undefined {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return pendingPath && /loading chunk \S+ failed/i.test(message) ? pendingPath : undefined;
}

export type BuildHashDecision = "reload" | "stay";

/**
 * On first load, the deployed build (its manifest) differs from the running one: reload once. The
 * session flag says a reload was already tried; the runtime clears it after a successful render.
 */
export function decideOnBuildHash(input: {
  running: string;
  deployed: string | undefined;
  alreadyReloaded: boolean;
}): BuildHashDecision {
  if (!input.deployed || input.deployed === input.running) return "stay";
  return input.alreadyReloaded ? "stay" : "reload";
}

/** Page data is retried this many times before the page is marked as an error. */
export const pageDataRetries = 3;

export type PageDataOutcome = "show" | "retry" | "not-found" | "server-error" | "error";

/**
 * One answer for a page's data: 404 shows the not-found page, 500 the error page; a network failure
 * or any other status is retried up to `pageDataRetries` times, then the page is an error.
 */
export function pageDataOutcome(status: number | "network-error", attempt: number): PageDataOutcome {
  if (status === 200) return "show";
  if (status === 404) return "not-found";
  if (status === 500) return "server-error";
  return attempt < pageDataRetries ? "retry" : "error";
}
