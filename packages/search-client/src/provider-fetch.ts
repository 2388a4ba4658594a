import { clientErrors } from "./search-client-error.ts";

/** JSON requests to the provider over the injected fetch. */
export type ProviderFetch = {
  getJson<T>(url: string): Promise<T>;
  /** `signal` lets a caller abort a request it no longer wants; the promise then rejects. */
  postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T>;
};

/**
 * Every way a request can fail (no connection, an error status, a body that is not JSON, an abort) is the
 * provider SDK's one error, so callers and logs see what they would with the hosted client.
 */
export function providerFetch(fetcher: typeof fetch): ProviderFetch {
  async function request<T>(url: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(url, init);
    } catch {
      throw clientErrors.fetchFailed();
    }
    if (!response.ok) throw clientErrors.fetchFailed();
    try {
      return (await response.json()) as T;
    } catch {
      throw clientErrors.fetchFailed();
    }
  }
  return {
    getJson: (url) => request(url),
    postJson: (url, body, signal) =>
      request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      }),
  };
}
