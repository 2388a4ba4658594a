import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { memorySessionTokenStore, type SessionTokenStore } from "./session-token-store.ts";

/** `fetch` as the client calls it; pass your own to retry, time out, log or test. */
export type ShopFetch = (url: string, init: RequestInit) => Promise<Response>;

export type ShopApiOptions = {
  /** The Shop API endpoint, e.g. `https://commerce.example/shop-api`. */
  shopApiUrl: string;
  /** Vendure's channel token, sent as the `vendure-token` header: the storefront id (`us`, `de`, ...). */
  channelToken: string;
  /** Language of translated fields (`de`, `zh-Hant`); the channel's default when left out. */
  languageCode?: string;
  /** Defaults to the global `fetch`. */
  fetch?: ShopFetch;
  /** Defaults to memory: one session per client object. */
  session?: SessionTokenStore;
};

/** A typed GraphQL document: the generated `...Document` constants. */
export type ShopDocument<Result, Variables> = DocumentTypeDecoration<Result, Variables> & { toString(): string };

export type ShopApiFailureKind = "network" | "http" | "graphql";

/**
 * The Shop API could not answer the operation: the server is unreachable, answered an HTTP error, or
 * refused the request with GraphQL errors (a bad argument, a failed validation). Business outcomes
 * Vendure models as ErrorResults (out of stock, declined card) are not thrown: see `order-result.ts`.
 */
export class ShopApiError extends Error {
  override name = "ShopApiError";
  constructor(
    message: string,
    readonly kind: ShopApiFailureKind,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type ShopApiTransport = {
  /** Runs one operation in the channel and session; throws a ShopApiError when there is no data. */
  request<Result, Variables>(
    document: ShopDocument<Result, Variables>,
    variables?: Variables,
    /** Extra request headers for this one operation (the order link's `x-order-token`). */
    headers?: Record<string, string>,
  ): Promise<Result>;
  /** The session token store this client reads and writes (log out, hand over a cart). */
  readonly session: SessionTokenStore;
  readonly channelToken: string;
};

const authTokenHeader = "vendure-auth-token";

function operationName(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? "anonymous operation";
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return cause ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The one place that knows how to talk to the Shop API: the channel token header, the language
 * parameter, the session's bearer token (kept from the `vendure-auth-token` response header) and
 * what counts as a failure.
 */
export function createShopApiTransport(options: ShopApiOptions): ShopApiTransport {
  const session = options.session ?? memorySessionTokenStore();
  // Called through a wrapper: the browser's fetch throws when invoked as a method of another object.
  const send: ShopFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const url = options.languageCode
    ? `${options.shopApiUrl}?languageCode=${encodeURIComponent(options.languageCode.replace("-", "_"))}`
    : options.shopApiUrl;
  const where = `Shop API ${options.shopApiUrl} (channel ${options.channelToken})`;

  async function request<Result, Variables>(
    document: ShopDocument<Result, Variables>,
    variables?: Variables,
    headers?: Record<string, string>,
  ): Promise<Result> {
    const query = document.toString();
    const name = operationName(query);
    const token = session.read();
    let response: Response;
    try {
      response = await send(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "vendure-token": options.channelToken,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: JSON.stringify({ query, variables: variables ?? {} }),
      });
    } catch (error) {
      throw new ShopApiError(`${name}: cannot reach the ${where}: ${causeOf(error)}`, "network");
    }
    const issued = response.headers.get(authTokenHeader);
    if (issued) session.write(issued);
    let body: { data?: Result | null; errors?: Array<{ message: string }> };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new ShopApiError(`${name}: the ${where} answered ${response.status} without JSON`, "http", response.status);
    }
    if (body.errors?.length) {
      const messages = body.errors.map((error) => error.message).join("; ");
      throw new ShopApiError(`${name}: ${messages} (${where})`, "graphql", response.status);
    }
    if (!response.ok || !body.data) {
      throw new ShopApiError(`${name}: the ${where} answered ${response.status} without data`, "http", response.status);
    }
    return body.data;
  }

  return { request, session, channelToken: options.channelToken };
}
