/** How many visible links are prefetched at a time, how long between two batches and between a batch's pages. */
export const prefetchBatchSize = 4;
export const prefetchIntervalMs = 3000;
export const prefetchPageGapMs = 50;

/** Connection hints of the Network Information API, where the browser has it. */
export type ConnectionHints = { saveData?: boolean; effectiveType?: string };

/** No prefetching when the visitor asked to save data or the connection is 2G or slower. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}

/**
 * The page address a link leads to, if it is a page of this site worth prefetching: same origin,
 * not the current page, not a file (sitemap, picture) and not a short link.
 */
export function prefetchablePath(href: string, current: { origin: string; pathname: string }): string | undefined {
  let url: URL;
  try {
    url = new URL(href, current.origin);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined;
  if (url.pathname === current.pathname) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith("/redirects/")) return undefined;
  return url.pathname;
}

/**
 * Visible links waiting to be prefetched, in the order they came into view; each page is handed out
 * once. `take` gives the next batch of at most `prefetchBatchSize`.
 */
export function createPrefetchQueue(batchSize = prefetchBatchSize) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  return {
    add(path: string): void {
      if (seen.has(path)) return;
      seen.add(path);
      waiting.push(path);
    },
    take(): string[] {
      return waiting.splice(0, batchSize);
    },
    get size(): number {
      return waiting.length;
    },
  };
}
