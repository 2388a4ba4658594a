import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { paidOrderSchema } from "@hushling/catalog";
import {
  analyticsBatchSchema,
  type BeaconName,
  beaconFields,
  maxTermBytes,
  normaliseTerm,
  overLimit,
  termByteLength,
} from "@hushling/search-protocol";
import { type CatalogIndex, searchTerm } from "./catalog-index.ts";
import type { EmailMarketingConnector, MarketingEvent } from "./email-marketing.ts";
import { eventLimits } from "./event-limits.ts";
import type { EventRateLimit } from "./event-rate-limit.ts";
import type { EventStore } from "./event-store.ts";
import { blockList, isBlocked, unlearnableReason } from "./learnable-terms.ts";
import { describe as describeIssues, SearchRequestError, sessionIdPattern } from "./search-service.ts";
import type { ActivityEvent, ShopperActivity } from "./shopper-activity.ts";

/** The log's name for purchases commerce reported; the only purchases replayed into bought-together. */
export const paidOrderEventName = "commerce:paid-order";

/**
 * Who sent an event: the client's address, for the rate limit, and an opaque visitor key made from it
 * with a key that lives only in this process, so the log can tell visitors apart without holding any
 * address (and, after a restart, without any way back to one).
 */
export type EventClient = { address: string; visitor: string };

export function eventClientKeys(): (address: string) => EventClient {
  const key = randomBytes(32);
  return (address) => ({
    address,
    visitor: createHmac("sha256", key).update(address).digest("base64url").slice(0, 16),
  });
}

/** What an event request did: events taken, and items or terms refused inside them. */
export type IntakeAnswer = { accepted: number; rejected: number };

export type EventIntakeOptions = {
  indexFor(apiKey: string): CatalogIndex;
  activity: ShopperActivity;
  store: EventStore;
  now: () => Date;
  rateLimit: EventRateLimit;
  /** The secret commerce sends with paid orders; unset, paid orders are refused. */
  commerceSecret: string | undefined;
  /** The merchant's blocked suggestion words and phrases. */
  blockedTerms: () => readonly string[];
  /** Forwards a linked session's own searches, clicks and purchases to its e-mail-marketing profile. */
  emailMarketing?: EmailMarketingConnector;
};

/** The beacons a linked session's e-mail-marketing profile hears about, and the fields it is sent. */
const marketingBeacons: Partial<Record<BeaconName, { kind: MarketingEvent["kind"]; fields: readonly string[] }>> = {
  "n-search/search": { kind: "search", fields: ["klevu_term", "klevu_totalResults", "klevu_typeOfQuery"] },
  productTracking: {
    kind: "click",
    fields: ["klevu_productId", "klevu_productGroupId", "klevu_productName", "klevu_productUrl", "klevu_keywords"],
  },
  categoryProductClickTracking: {
    kind: "click",
    fields: ["klevu_productId", "klevu_productGroupId", "klevu_categoryName"],
  },
};

const sessionOf = (id: string | undefined) => (id && sessionIdPattern.test(id) ? id : "");

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Shopper events at the service's edge: sizes, known products only, a rate per client, nothing stored
 * beyond what a recommendation reads (no profile, no address, no field the service does not use), and
 * only events that counted are logged. Purchases are taken from commerce alone (`paidOrder`).
 */
export function createEventIntake(options: EventIntakeOptions) {
  const { activity, store } = options;

  function takeRate(client: EventClient, session: string, events: number): void {
    const taken = options.rateLimit.take(client.address, session, events);
    if (!taken.ok) {
      throw new SearchRequestError(
        `Too many analytics events from this client: try again in ${taken.retryAfterSeconds} s`,
        429,
        { "retry-after": String(taken.retryAfterSeconds) },
      );
    }
  }

  /** Records the events and logs those that counted, under `name` with the stored fields `raw`. */
  async function keep(name: string, raw: unknown, events: ActivityEvent[], always = false): Promise<void> {
    const counted = events.filter((event) => activity.record(event));
    if (counted.length > 0 || always) {
      await store.append({ receivedAt: options.now().getTime(), name, raw, activity: counted });
    }
  }

  async function collectV2(body: unknown, client: EventClient): Promise<IntakeAnswer> {
    if (!Array.isArray(body)) throw new SearchRequestError("Analytics events must be a JSON array");
    if (body.length > eventLimits.eventsPerRequest)
      throw new SearchRequestError(`At most ${eventLimits.eventsPerRequest} analytics events per request`);
    const parsed = analyticsBatchSchema.safeParse(body);
    if (!parsed.success)
      throw new SearchRequestError(`Malformed analytics event: ${describeIssues(parsed.error.issues)}`);
    const events = parsed.data.map((event, position) => {
      if (event.event_data.items.length > eventLimits.itemsPerEvent)
        throw new SearchRequestError(`${position}.event_data.items: at most ${eventLimits.itemsPerEvent} items`);
      return { event, index: options.indexFor(event.event_apikey) };
    });
    const session = sessionOf(parsed.data[0]?.user_profile.sessionId);
    takeRate(client, session, events.length);
    let rejected = 0;
    const at = options.now().getTime();
    for (const { event, index } of events) {
      const scope = index.storefront.id;
      if (event.event === "select_recs_list") {
        const views: ActivityEvent[] = [];
        for (const item of event.event_data.items) {
          const productKey = item.item_group_id ?? item.item_id;
          if (!index.products.has(productKey)) rejected++;
          else views.push({ kind: "view", scope, sessionId: session, productKey, at, visitor: client.visitor });
        }
        const raw = { event: event.event, event_apikey: event.event_apikey, items: views.length };
        await keep(event.event, raw, views);
      } else if (event.event === "order_purchase") {
        // Kept for the record of what the browser reported; bought-together reads commerce's paid orders.
        const raw = { event: event.event, event_apikey: event.event_apikey, event_data: event.event_data };
        await keep(event.event, raw, [], true);
        // The shopper's own purchase, for their own e-mail-marketing profile: no one else's ranking moves.
        options.emailMarketing?.forward(session, "purchase", event.event_apikey, { items: event.event_data.items });
      }
    }
    return { accepted: events.length, rejected };
  }

  async function beacon(name: string, fields: Record<string, string>, client: EventClient): Promise<IntakeAnswer> {
    if (!Object.hasOwn(beaconFields, name))
      throw new SearchRequestError(`Unknown analytics beacon "${name.slice(0, 60)}"`, 404);
    const required = beaconFields[name as BeaconName];
    const missing = required.filter((field) => !fields[field]);
    if (missing.length > 0) throw new SearchRequestError(`${name}: missing ${missing.join(", ")}`);
    const apiKey = fields.klevu_apiKey ?? "";
    const index = options.indexFor(apiKey);
    const term = normaliseTerm(fields.klevu_term ?? "");
    if (termByteLength(term) > maxTermBytes) throw new SearchRequestError(`klevu_term: ${overLimit("termBytes")}`);
    const session = sessionOf(fields.klevu_sessionId);
    takeRate(client, session, 1);
    const marketing = marketingBeacons[name as BeaconName];
    if (marketing && session) {
      const data = Object.fromEntries(
        marketing.fields.flatMap((field) => (fields[field] ? [[field, fields[field]]] : [])),
      );
      options.emailMarketing?.forward(session, marketing.kind, apiKey, data);
    }
    const scope = index.storefront.id;
    const at = options.now().getTime();
    if (name === "productTracking" || name === "categoryProductClickTracking") {
      const productKey = fields.klevu_productGroupId || fields.klevu_productId || "";
      if (!index.products.has(productKey)) return { accepted: 1, rejected: 1 };
      const view: ActivityEvent = { kind: "view", scope, sessionId: session, productKey, at, visitor: client.visitor };
      await keep(`v1:${name}`, { klevu_apiKey: apiKey, klevu_productId: productKey }, [view]);
    } else if (name === "n-search/search") {
      // The client's result count is not trusted: the term must find something here, now.
      const claimed = Number.parseInt(fields.klevu_totalResults ?? "0", 10);
      if (
        !(claimed > 0) ||
        unlearnableReason(term) ||
        isBlocked(term, blockList(options.blockedTerms())) ||
        searchTerm(index, term, "AND").positions.length === 0
      )
        return { accepted: 1, rejected: 1 };
      const search: ActivityEvent = { kind: "search", scope, term, results: 1, at, visitor: client.visitor };
      await keep(`v1:${name}`, { klevu_apiKey: apiKey, klevu_term: term }, [search]);
    }
    return { accepted: 1, rejected: 0 };
  }

  /** A paid order as commerce reports it, with the shared secret as a bearer token. */
  async function paidOrder(body: unknown, authorization: string | undefined): Promise<IntakeAnswer> {
    const secret = options.commerceSecret;
    if (!secret) throw new SearchRequestError("Paid orders are not taken: SEARCH_COMMERCE_SECRET is not set", 403);
    const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
    if (!sameSecret(given, secret)) throw new SearchRequestError("Paid orders need commerce's secret", 401);
    const parsed = paidOrderSchema.safeParse(body);
    if (!parsed.success) throw new SearchRequestError(`Malformed paid order: ${describeIssues(parsed.error.issues)}`);
    const order = parsed.data;
    const purchase: ActivityEvent = {
      kind: "purchase",
      scope: order.storefront,
      orderId: order.orderCode,
      productKeys: order.productKeys,
      at: options.now().getTime(),
    };
    const counted = activity.record(purchase);
    if (counted)
      await store.append({ receivedAt: purchase.at, name: paidOrderEventName, raw: order, activity: [purchase] });
    return { accepted: counted ? 1 : 0, rejected: counted ? 0 : 1 };
  }

  return { collectV2, beacon, paidOrder };
}

export type EventIntake = ReturnType<typeof createEventIntake>;
