import { SecondChanceMap } from "./second-chance-map.ts";

/** A shopper's profile at the e-mail-marketing provider, as the visitor session's `connectorInfo` names it. */
export type MarketingProfile = { connectorType: string; exchangeId: string };

/** What the connector sends the provider for a session linked to a profile. */
export type MarketingEvent = {
  connectorType: string;
  profileId: string;
  kind: "search" | "click" | "purchase";
  apiKey: string;
  at: string;
  data: Record<string, unknown>;
};

/** Sessions linked to a profile that the service remembers (a shopper's session lives about 30 minutes). */
const linkedSessionLimit = 50_000;

/**
 * The e-mail-marketing connector: a visitor session opened with a profile in `connectorInfo` (the
 * storefront sends one only with the shopper's marketing consent) is linked to it, and that session's
 * searches, clicks and purchases are forwarded to the provider. A session opened again without one is
 * unlinked at once, so a withdrawn consent stops the forwarding. With no provider configured nothing is
 * linked or sent. Sending never holds up or fails the analytics request that caused it.
 */
export class EmailMarketingConnector {
  readonly #profiles = new SecondChanceMap<MarketingProfile>(
    { entries: linkedSessionLimit, weight: Infinity },
    () => 1,
  );

  constructor(
    readonly send: ((event: MarketingEvent) => Promise<void>) | undefined,
    readonly log: (line: string) => void,
    readonly now: () => Date,
  ) {}

  linkSession(sessionId: string, connectorInfo: readonly { connectorType: string; exchangeId?: string | undefined }[]) {
    const profile = connectorInfo.find((entry) => entry.exchangeId);
    if (!this.send || !profile?.exchangeId) return this.#profiles.delete(sessionId);
    this.#profiles.set(sessionId, { connectorType: profile.connectorType, exchangeId: profile.exchangeId });
  }

  forward(sessionId: string, kind: MarketingEvent["kind"], apiKey: string, data: Record<string, unknown>): void {
    const profile = sessionId ? this.#profiles.get(sessionId) : undefined;
    if (!this.send || !profile) return;
    const event: MarketingEvent = {
      connectorType: profile.connectorType,
      profileId: profile.exchangeId,
      kind,
      apiKey,
      at: this.now().toISOString(),
      data,
    };
    this.send(event).catch((error: unknown) =>
      this.log(JSON.stringify({ event: "email-marketing-send-failed", kind, error: String(error).slice(0, 500) })),
    );
  }
}

/** Posts each event as JSON to the provider's endpoint; a non-2xx answer is an error (logged by the connector). */
export function postMarketingEvents(
  url: string,
  fetcher: typeof fetch = fetch,
): (event: MarketingEvent) => Promise<void> {
  return async (event) => {
    const response = await fetcher(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(5000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the e-mail-marketing endpoint answered ${response.status}`);
  };
}

/**
 * The local stand-in for the provider (`npm start`, browser tests): keeps the last events it was sent,
 * so a developer or a test sees what would have reached the provider.
 */
export class EmailMarketingStandIn {
  static readonly kept = 1000;
  readonly #events: MarketingEvent[] = [];

  receive(event: MarketingEvent): void {
    this.#events.push(event);
    if (this.#events.length > EmailMarketingStandIn.kept) this.#events.shift();
  }

  events(): readonly MarketingEvent[] {
    return this.#events;
  }
}
