import type {
  Banner,
  BeaconName,
  ProviderEndpoints,
  RecommendationSettings,
  SearchResponse,
} from "@hushling/search-protocol";
import {
  bannerClickFields,
  beaconSend,
  categoryClickFields,
  categoryViewFields,
  type PurchaseItem,
  productClickFields,
  purchaseEvent,
  recommendationEvent,
  searchFields,
} from "./analytics-events.ts";
import { AnalyticsQueue } from "./analytics-queue.ts";
import { ClientStorage, forgetProtectedItems, type StorageLike } from "./client-storage.ts";
import { merchantFiles as merchantFilesOf } from "./merchant-files.ts";
import { activeBanners, type BannerPlace, keywordRedirect } from "./merchant-rules.ts";
import { providerFetch } from "./provider-fetch.ts";
import {
  type RecommendationList,
  recommendationList,
  recommendationPlan,
  type StaticContent,
} from "./recommendations.ts";
import { clientErrors, SearchClientError } from "./search-client-error.ts";
import type { RequestBody } from "./search-requests.ts";
import { checkQueryIds, searchResponses } from "./search-responses.ts";
import { shopperConsent } from "./shopper-consent.ts";
import { lastClicks, lastSearches, personalisedCategories, rememberClick, rememberSearch } from "./shopper-history.ts";
import { type ConnectorInfo, shopperSession } from "./shopper-session.ts";

/** Where the provider (ours or the hosted one) answers; each is a full URL. */
export type SearchUrls = Omit<ProviderEndpoints, "annotations">;

export type SearchClientConfig = {
  apiKey: string;
  urls: SearchUrls;
  fetch: typeof fetch;
  localStorage: StorageLike;
  sessionStorage: StorageLike;
  /** When true, protected items (session, IP, recent clicks) wait for giveConsent(). */
  consentRequired: boolean;
  /** Whether the shopper already consented (read from the consent tool on load). */
  consentGiven?: boolean;
  now?: () => number;
  /** Banner dates are planned in this time zone; the browser's own by default. */
  timeZone?: string;
  /**
   * The shopper's e-mail-marketing profile, sent in the visitor session's `connectorInfo`; undefined
   * without one or without the shopper's marketing consent (the caller decides).
   */
  connector?: () => ConnectorInfo | undefined | Promise<ConnectorInfo | undefined>;
};

/**
 * A typed client of the provider's protocol with its caching, consent and analytics rules: the parts
 * (requests, search answers, the shopper's session, history and consent, merchant files, analytics) put
 * together on one page's storages and fetch.
 */
export function createSearchClient(config: SearchClientConfig) {
  const { apiKey, urls } = config;
  const now = config.now ?? (() => Date.now());
  const consent = shopperConsent(config.consentRequired, config.consentGiven ?? false);
  const local = new ClientStorage(config.localStorage, consent.mayStore, now);
  const { getJson, postJson } = providerFetch(config.fetch);
  const responses = searchResponses(now);
  const session = shopperSession(config, postJson, local, consent);
  const merchantFiles = merchantFilesOf(config, getJson, local);
  const analytics = new AnalyticsQueue(
    new ClientStorage(config.sessionStorage, consent.mayStore, now),
    config.fetch,
    (target) => (target === "v2" ? urls.eventsV2 : `${urls.eventsV1}${target.slice(3)}`),
  );

  /**
   * Runs record queries and suggestions; identical requests within 10 minutes come from memory. A caller
   * that no longer wants the answer (the shopper typed on) aborts through `signal`: the connection is
   * freed for the next keystroke's request and the promise rejects.
   */
  async function search(body: RequestBody, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
    checkQueryIds(body);
    const full = { context: { apiKeys: [apiKey] }, ...body };
    const key = JSON.stringify(full);
    const cached = responses.cached(key);
    if (cached) return cached;
    const response = await postJson<SearchResponse>(urls.search, full, signal);
    responses.keep(key, response);
    return response;
  }

  const sendBeacon = (name: BeaconName, fields: Record<string, string>, sessionId?: string) =>
    analytics.send(beaconSend(apiKey, name, fields, sessionId));
  const sendRecommendationEvent = async (
    event: "view_recs_list" | "select_recs_list",
    list: RecommendationList,
    records: RecommendationList["records"],
    staticContent = list.staticContent,
  ) => analytics.send(recommendationEvent(event, list, records, staticContent, apiKey, await session.profile()));

  return {
    search,
    /** The shopper's session id (and segments), created or renewed as needed; undefined before consent. */
    visitorSession: session.visitorSession,
    /** The shopper's IPv4 and IPv6 addresses as the provider sees them, kept 1 hour; undefined before consent. */
    ipInfo: session.ipInfo,
    /** The merchant configuration with its banners and keyword maps, kept 24 hours. */
    merchantFiles,
    lastClicks: () => lastClicks(local),
    lastSearches: () => lastSearches(local),
    personalisedCategories: () => personalisedCategories(local),

    /** Runs a search-box term: a keyword map's page if one matches (the caller navigates there), else results. */
    async submitSearch(term: string, body: RequestBody): Promise<{ redirect: string } | { response: SearchResponse }> {
      const files = await merchantFiles().catch(() => undefined);
      const redirect = files ? keywordRedirect(files.maps, term) : undefined;
      rememberSearch(local, term);
      if (redirect) return { redirect };
      const response = await search(body);
      await sendBeacon("n-search/search", searchFields(term, response.queryResults[0]), await session.sessionId());
      return { response };
    },

    /** The banners for a place (search page, overlay, category page) and term, by today's date. */
    async banners(place: BannerPlace | undefined, term: string | undefined): Promise<Banner[]> {
      const files = await merchantFiles();
      return activeBanners(files.banners, { place, term }, new Date(now()), config.timeZone);
    },

    /** A product click from search or a category: remembered (last 20) and sent as a beacon. */
    async trackProductClick(
      id: string | undefined,
      context: { term?: string; category?: { name: string; path: string; position: number } } = {},
    ): Promise<void> {
      const record = responses.recordOf(id);
      rememberClick(local, record, now());
      const sessionId = await session.sessionId();
      if (context.category)
        await sendBeacon("categoryProductClickTracking", categoryClickFields(record, context.category), sessionId);
      else await sendBeacon("productTracking", productClickFields(record, context.term), sessionId);
    },

    /** A category page showed these products (from offset `startsFrom`). */
    async trackCategoryView(
      category: { name: string; path: string },
      productIds: string[],
      startsFrom = 0,
    ): Promise<void> {
      await sendBeacon("categoryProductViewTracking", categoryViewFields(category, productIds, startsFrom));
    },

    async trackBannerClick(banner: Banner, term: string): Promise<void> {
      await sendBeacon("dataTracking", bannerClickFields(banner, term));
    },

    /**
     * A recommendation spot: its settings, then its products, with the shopper's recent clicks as context
     * (personalised logics and recently viewed) and `sourceIds` (the product page's product, the cart's).
     */
    async recommendation(recsKey: string, sourceIds: string[] = []): Promise<RecommendationList> {
      const settings = await getJson<RecommendationSettings>(
        `${urls.recommendations}${encodeURIComponent(apiKey)}/settings/${encodeURIComponent(recsKey)}`,
      );
      const recentIds = lastClicks(local).map((click) => click.id);
      const plan = recommendationPlan(settings, recentIds, sourceIds);
      if ("list" in plan) return plan.list;
      const response = await search(plan.search);
      return recommendationList(settings.metadata, response.queryResults[0]?.records ?? []);
    },

    async trackRecommendationView(list: RecommendationList): Promise<void> {
      await sendRecommendationEvent("view_recs_list", list, list.records);
    },

    async trackRecommendationClick(list: RecommendationList, id: string | undefined): Promise<void> {
      await sendRecommendationEvent("select_recs_list", list, [responses.recordOf(id)]);
    },

    /** A click on a STATIC_CONTENT spot's picture: select_recs_list naming the content, with no products. */
    async trackStaticContentClick(list: RecommendationList, content: StaticContent): Promise<void> {
      await sendRecommendationEvent("select_recs_list", list, [], [content]);
    },

    /** A paid order: one order_purchase event with every line, retried on a later load when the send fails. */
    async trackPurchase(items: PurchaseItem[]): Promise<void> {
      if (items.some((item) => !item.item_id)) throw clientErrors.noProductId();
      await analytics.send(purchaseEvent(items, apiKey, await session.profile()));
    },

    /** Retries analytics left over from an earlier page (call once on load). */
    flushAnalytics: () => analytics.flush(),
    pendingAnalytics: () => analytics.pending().length,

    /** The shopper withdrew consent: protected items are deleted and no longer kept. */
    withdrawConsent(): void {
      consent.set(false);
      forgetProtectedItems(config.localStorage);
      forgetProtectedItems(config.sessionStorage);
    },

    /** The shopper consented: from now on protected items are kept, with a fresh session and IP data. */
    async giveConsent(): Promise<void> {
      consent.set(true);
      await session.start();
    },
  };
}

export type SearchClient = ReturnType<typeof createSearchClient>;
export type { PurchaseItem } from "./analytics-events.ts";
export { clientLimits } from "./client-limits.ts";
export type { RecommendationList, StaticContent } from "./recommendations.ts";
export type { ConnectorInfo } from "./shopper-session.ts";
export { SearchClientError };
