import { pageDataOutcome } from "@hushling/site-state/page-load-recovery";

/** Thrown when a page's data still fails after the retries: the route's error page shows. */
export class PageDataUnavailableError extends Error {
  constructor(
    readonly path: string,
    readonly status: number | "network-error",
  ) {
    super(`The data of ${path} could not be loaded (${status}) after several attempts.`);
    this.name = "PageDataUnavailableError";
  }
}

/**
 * Wraps `fetch` for React Router's page-data files (`.data`, fetched on client navigations). A 404 or
 * 500 answer goes on to React Router, which shows the not-found or the error page; a network failure
 * or any other answer is tried again, up to three more times, then the page is an error.
 */
export function installPageDataRetries(): void {
  window.fetch = pageDataRetrying(window.fetch.bind(window), location.href);
}

/** `original` with the retries for page-data files of `pageAddress`'s origin; other requests pass through. */
export function pageDataRetrying(original: typeof fetch, pageAddress: string, retryDelayMs = 250): typeof fetch {
  const origin = new URL(pageAddress).origin;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), pageAddress);
    if (url.origin !== origin || !url.pathname.endsWith(".data")) return original(input, init);
    for (let attempt = 0; ; attempt++) {
      let response: Response | undefined;
      let status: number | "network-error";
      try {
        response = await original(input instanceof Request ? input.clone() : input, init);
        status = response.ok ? 200 : response.status;
      } catch (error) {
        // A navigation the visitor abandoned is not a failure to retry.
        if (init?.signal?.aborted || (input instanceof Request && input.signal.aborted)) throw error;
        status = "network-error";
      }
      const outcome = pageDataOutcome(status, attempt);
      if (response && (outcome === "show" || outcome === "not-found" || outcome === "server-error")) return response;
      if (outcome === "error") throw new PageDataUnavailableError(url.pathname, status);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * (attempt + 1)));
    }
  };
}
