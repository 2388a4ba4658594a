import type {
  AnalyticsEvent,
  Banner,
  BannerResponse,
  IpCheckResponse,
  KeywordMapResponse,
  MerchantConfiguration,
  ProviderEndpoints,
  RecommendationSettings,
  SearchRecord,
  SearchResponse,
  VisitorSessionResponse,
} from "@hushling/search-protocol";
import { searchRequestLimits } from "@hushling/search-protocol/request-limits";
import { AnalyticsQueue } from "./analytics-queue.ts";
import {
  ClientStorage,
  forgetProtectedItems,
  type ItemName,
  protectedItems,
  type StorageLike,
} from "./client-storage.ts";
import { activeBanners, type BannerPlace, keywordRedirect } from "./merchant-rules.ts";
import { clientErrors, SearchClientError } from "./search-client-error.ts";
import type { RequestBody } from "./search-requests.ts";

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

/** An e-mail-marketing profile as the visitor session names it. */
export type ConnectorInfo = { connectorType: string; exchangeId: string };

const minute = 60_000;
const hour = 60 * minute;
export const clientLimits = {
  responseCacheMs: 10 * minute,
  ipInfoMs: hour,
  merchantConfigMs: 24 * hour,
  lastClicks: 20,
  lastSearches: 10,
  categoryPersonalisationClicks: 3,
  categoryPersonalisationMs: 10 * hour,
} as const;

/** One line of a paid order as the provider's purchase event carries it (mapped by `@hushling/analytics`). */
export type PurchaseItem = Extract<AnalyticsEvent, { event: "order_purchase" }>["event_data"]["items"][number];

type Click = { id: string; itemGroupId: string; category: string; at: number };
type MerchantFiles = { config: MerchantConfiguration; banners: Banner[]; maps: KeywordMapResponse };

/** A picture that links to a page, hand-picked for a spot. */
export type StaticContent = NonNullable<RecommendationSettings["staticContent"]>[number];

export type RecommendationList = {
  metadata: RecommendationSettings["metadata"];
  /** Empty when the spot is hidden, shows content, or found fewer products than its threshold. */
  records: SearchRecord[];
  /** What a STATIC_CONTENT spot shows instead of products; empty for every other spot. */
  staticContent: StaticContent[];
};

/** A typed client of the provider's protocol with its caching, consent and analytics rules. */
export function createSearchClient(config: SearchClientConfig) {
  const now = config.now ?? (() => Date.now());
  let consentGiven = config.consentGiven ?? false;
  const mayStore = (item: ItemName) => !config.consentRequired || consentGiven || !protectedItems.has(item);
  const local = new ClientStorage(config.localStorage, mayStore, now);
  const session = new ClientStorage(config.sessionStorage, mayStore, now);
  const analytics = new AnalyticsQueue(session, config.fetch, (target) =>
    target === "v2" ? config.urls.eventsV2 : `${config.urls.eventsV1}${target.slice(3)}`,
  );
  const responses = new Map<string, { at: number; response: SearchResponse }>();
  /** Records the client has shown, so a click can be checked and described. */
  const seen = new Map<string, SearchRecord>();

  async function request<T>(url: string, init?: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await config.fetch(url, init);
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
  const postJson = <T>(url: string, body: unknown, signal?: AbortSignal) =>
    request<T>(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });

  /**
   * Runs record queries and suggestions; identical requests within 10 minutes come from memory. A caller
   * that no longer wants the answer (the shopper typed on) aborts through `signal`: the connection is
   * freed for the next keystroke's request and the promise rejects.
   */
  async function search(body: RequestBody, { signal }: { signal?: AbortSignal } = {}): Promise<SearchResponse> {
    const ids = [
      ...(body.recordQueries ?? []).map((query) => query.id),
      ...(body.suggestions ?? []).map((query) => query.id),
    ];
    if (new Set(ids).size !== ids.length) throw clientErrors.duplicateIds();
    const full = { context: { apiKeys: [config.apiKey] }, ...body };
    const key = JSON.stringify(full);
    const cached = responses.get(key);
    if (cached && now() - cached.at < clientLimits.responseCacheMs) return cached.response;
    const response = await postJson<SearchResponse>(config.urls.search, full, signal);
    for (const result of response.queryResults) for (const record of result.records) seen.set(record.id, record);
    // Only answers the provider marks as complete are kept.
    if (response.meta.responseCode === 200) responses.set(key, { at: now(), response });
    return response;
  }

  /** The shopper's session id (and segments), created or renewed as needed; undefined before consent. */
  async function visitorSession(): Promise<VisitorSessionResponse | undefined> {
    if (!mayStore("session")) return undefined;
    const connector = await config.connector?.();
    const exchangeId = connector?.exchangeId ?? "";
    const stored = local.read<VisitorSessionResponse & { exchangeId?: string }>("session");
    // A profile given or withdrawn since the session was opened is told to the service on the same session.
    if (stored && (stored.exchangeId ?? "") === exchangeId) return stored;
    const response = await postJson<VisitorSessionResponse>(
      `${config.urls.visitor}/${encodeURIComponent(config.apiKey)}/session`,
      {
        apiKey: config.apiKey,
        ...(stored ? { sessionId: stored.sessionId } : {}),
        sessionInfo: { connectorInfo: connector ? [connector] : [] },
      },
    );
    local.write("session", { ...response, exchangeId }, response.segmentInfo.ttl * 1000);
    local.write("segments", response.segmentInfo.segments, response.segmentInfo.ttl * 1000);
    return response;
  }

  /** The shopper's IPv4 and IPv6 addresses as the provider sees them, kept 1 hour; undefined before consent. */
  async function ipInfo(): Promise<{ v4: string; v6: string; uuid: string } | undefined> {
    if (!mayStore("ip")) return undefined;
    const stored = local.read<{ v4: string; v6: string; uuid: string }>("ip");
    if (stored) return stored;
    const v4 = await postJson<IpCheckResponse>(config.urls.ipv4, { klevu_uuid: "" });
    const v6 = await postJson<IpCheckResponse>(config.urls.ipv6, { klevu_uuid: v4.klevu_uuid });
    if (!v4.ip_address || !v6.ip_address) throw clientErrors.fetchFailed();
    const info = { v4: v4.ip_address, v6: v6.ip_address, uuid: v4.klevu_uuid };
    local.write("ip", info, clientLimits.ipInfoMs);
    return info;
  }

  /** The merchant files being fetched: keystrokes typed meanwhile wait for the same three requests. */
  let merchantFetch: Promise<MerchantFiles> | undefined;

  /** The merchant configuration with its banners and keyword maps, kept 24 hours. */
  async function merchantFiles(): Promise<MerchantFiles> {
    const stored = local.read<MerchantFiles>("merchantConfig");
    if (stored) return stored;
    merchantFetch ??= fetchMerchantFiles().finally(() => {
      merchantFetch = undefined;
    });
    return merchantFetch;
  }

  async function fetchMerchantFiles(): Promise<MerchantFiles> {
    const base = `${config.urls.config}${encodeURIComponent(config.apiKey)}`;
    const [merchant, banners, maps] = await Promise.all([
      request<MerchantConfiguration>(`${base}.json`),
      request<BannerResponse>(`${base}-banner.json`),
      request<KeywordMapResponse>(`${base}-maps.json`),
    ]);
    const files = { config: merchant, banners: banners.klevu_banner, maps };
    local.write("merchantConfig", files, clientLimits.merchantConfigMs);
    return files;
  }

  function lastClicks(): Click[] {
    return local.read<Click[]>("lastClicks") ?? [];
  }

  function lastSearches(): string[] {
    return local.read<string[]>("lastSearches") ?? [];
  }

  function rememberSearch(term: string): void {
    const clean = term.replace(/\s+/g, " ").trim().toLowerCase();
    if (!clean) return;
    local.write(
      "lastSearches",
      [clean, ...lastSearches().filter((entry) => entry !== clean)].slice(0, clientLimits.lastSearches),
    );
  }

  /**
   * Categories the shopper clicked in at least 3 times: search boosts them. Computed from the last clicks
   * and kept 10 hours, so it follows the shopper's recent interest without recounting on every page.
   */
  function personalisedCategories(): string[] {
    const cached = local.read<string[]>("categoryClicks");
    if (cached) return cached;
    const counts = new Map<string, number>();
    for (const click of lastClicks())
      if (click.category) counts.set(click.category, (counts.get(click.category) ?? 0) + 1);
    const categories = [...counts]
      .filter(([, count]) => count >= clientLimits.categoryPersonalisationClicks)
      .map(([name]) => name);
    if (categories.length > 0) local.write("categoryClicks", categories, clientLimits.categoryPersonalisationMs);
    return categories;
  }

  async function profile() {
    const [visitor, ip] = await Promise.all([visitorSession().catch(() => undefined), ipInfo().catch(() => undefined)]);
    return {
      ...(visitor ? { sessionId: visitor.sessionId } : {}),
      ...(ip ? { ip_address_v4: ip.v4, ip_address_v6: ip.v6, klevu_uuid: ip.uuid } : {}),
      data_protection: config.consentRequired && !consentGiven,
    };
  }

  function beacon(name: string, fields: Record<string, string>, sessionId?: string): Promise<void> {
    const form = { klevu_apiKey: config.apiKey, ...fields, ...(sessionId ? { klevu_sessionId: sessionId } : {}) };
    return analytics.send({ target: `v1:${name}`, form });
  }

  function recordOf(id: string | undefined): SearchRecord {
    if (!id) throw clientErrors.noProductId();
    const record = seen.get(id);
    if (!record) throw clientErrors.unknownProduct(id);
    return record;
  }

  return {
    search,
    visitorSession,
    ipInfo,
    merchantFiles,
    lastClicks,
    lastSearches,
    personalisedCategories,

    /** Runs a search-box term: a keyword map's page if one matches (the caller navigates there), else results. */
    async submitSearch(term: string, body: RequestBody): Promise<{ redirect: string } | { response: SearchResponse }> {
      const files = await merchantFiles().catch(() => undefined);
      const redirect = files ? keywordRedirect(files.maps, term) : undefined;
      rememberSearch(term);
      if (redirect) return { redirect };
      const response = await search(body);
      const result = response.queryResults[0];
      const visitor = await visitorSession().catch(() => undefined);
      await beacon(
        "n-search/search",
        {
          klevu_term: term,
          klevu_totalResults: String(result?.meta.totalResultsFound ?? 0),
          klevu_typeOfQuery: result?.meta.typeOfSearch ?? "",
        },
        visitor?.sessionId,
      );
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
      const record = recordOf(id);
      const click: Click = { id: record.id, itemGroupId: record.itemGroupId, category: record.category, at: now() };
      local.write(
        "lastClicks",
        [click, ...lastClicks().filter((entry) => entry.id !== record.id)].slice(0, clientLimits.lastClicks),
      );
      local.remove("categoryClicks");
      const visitor = await visitorSession().catch(() => undefined);
      if (context.category) {
        await beacon(
          "categoryProductClickTracking",
          {
            klevu_categoryName: context.category.name,
            klevu_categoryPath: context.category.path,
            klevu_productIds: record.id,
            klevu_pageStartsFrom: "0",
            klevu_productId: record.id,
            klevu_productGroupId: record.itemGroupId,
            klevu_productVariantId: record.variantId ?? record.id,
            klevu_productName: record.name,
            klevu_productUrl: record.url,
            klevu_salePrice: record.salePrice,
            klevu_productSku: record.sku,
            klevu_productPosition: String(context.category.position),
          },
          visitor?.sessionId,
        );
        return;
      }
      await beacon(
        "productTracking",
        {
          klevu_type: "clicked",
          klevu_keywords: context.term ?? "",
          klevu_productId: record.id,
          klevu_productGroupId: record.itemGroupId,
          klevu_productVariantId: record.variantId ?? record.id,
          klevu_productName: record.name,
          klevu_productUrl: record.url,
        },
        visitor?.sessionId,
      );
    },

    /** A category page showed these products (from offset `startsFrom`). */
    async trackCategoryView(
      category: { name: string; path: string },
      productIds: string[],
      startsFrom = 0,
    ): Promise<void> {
      await beacon("categoryProductViewTracking", {
        klevu_categoryName: category.name,
        klevu_categoryPath: category.path,
        klevu_productIds: productIds.join(","),
        klevu_pageStartsFrom: String(startsFrom),
      });
    },

    async trackBannerClick(banner: Banner, term: string): Promise<void> {
      await beacon("dataTracking", {
        type: "banner",
        klevu_request: "click",
        klevu_term: term,
        klevu_bannerId: banner.bannerRef,
        klevu_bannerName: banner.bannerName,
        klevu_image: banner.bannerImg,
        klevu_target: banner.redirectUrl,
      });
    },

    /**
     * A recommendation spot: its settings, then its products, with the shopper's recent clicks as context
     * (personalised logics and recently viewed) and `sourceIds` (the product page's product, the cart's).
     */
    async recommendation(recsKey: string, sourceIds: string[] = []): Promise<RecommendationList> {
      const settings = await request<RecommendationSettings>(
        `${config.urls.recommendations}${encodeURIComponent(config.apiKey)}/settings/${encodeURIComponent(recsKey)}`,
      );
      const { metadata } = settings;
      if (!metadata.enabled || metadata.action === "HIDE_RECOMMENDATION")
        return { metadata, records: [], staticContent: [] };
      if (metadata.action === "STATIC_CONTENT")
        return { metadata, records: [], staticContent: settings.staticContent ?? [] };
      const payload = JSON.parse(settings.search.payload) as RequestBody;
      const recent = lastClicks().map((click) => ({ id: click.id }));
      // Recently viewed without clicks (or before consent) is an empty list, not the whole catalog.
      if (metadata.logic === "RECENTLY_VIEWED" && recent.length === 0)
        return { metadata, records: [], staticContent: [] };
      // A cart of more different products than a request may name: its first ones stand for it.
      const sourceKeys = sourceIds.slice(0, searchRequestLimits.sourceIdsPerRequest);
      const sources = sourceKeys.map((id) => ({ id }));
      const queries = (payload.recordQueries ?? []).map((query) => ({
        ...query,
        settings: {
          ...query.settings,
          ...(metadata.logic === "RECENTLY_VIEWED" ? { includeIds: recent.map((click) => click.id) } : {}),
          context: {
            recentObjects: [{ typeOfRecord: "KLEVU_PRODUCT" as const, records: recent }],
            sourceObjects: [{ typeOfRecord: "KLEVU_PRODUCT" as const, records: sources }],
          },
          excludeIds: sourceKeys,
        },
      }));
      const response = await search({ recordQueries: queries });
      const records = response.queryResults[0]?.records ?? [];
      return { metadata, records: records.length >= metadata.productThreshold ? records : [], staticContent: [] };
    },

    async trackRecommendationView(list: RecommendationList): Promise<void> {
      await analytics.send({
        target: "v2",
        json: [await recommendationEvent("view_recs_list", list, list.records)],
      });
    },

    async trackRecommendationClick(list: RecommendationList, id: string | undefined): Promise<void> {
      const record = recordOf(id);
      await analytics.send({
        target: "v2",
        json: [await recommendationEvent("select_recs_list", list, [record])],
      });
    },

    /** A click on a STATIC_CONTENT spot's picture: select_recs_list naming the content, with no products. */
    async trackStaticContentClick(list: RecommendationList, content: StaticContent): Promise<void> {
      await analytics.send({
        target: "v2",
        json: [await recommendationEvent("select_recs_list", list, [], [content])],
      });
    },

    /** A paid order: one order_purchase event with every line, retried on a later load when the send fails. */
    async trackPurchase(items: PurchaseItem[]): Promise<void> {
      if (items.some((item) => !item.item_id)) throw clientErrors.noProductId();
      const event = {
        event: "order_purchase",
        event_version: "1.0.0",
        event_apikey: config.apiKey,
        user_profile: await profile(),
        event_data: { items },
      };
      await analytics.send({ target: "v2", json: [event] });
    },

    /** Retries analytics left over from an earlier page (call once on load). */
    flushAnalytics: () => analytics.flush(),
    pendingAnalytics: () => analytics.pending().length,

    /** The shopper withdrew consent: protected items are deleted and no longer kept. */
    withdrawConsent(): void {
      consentGiven = false;
      forgetProtectedItems(config.localStorage);
      forgetProtectedItems(config.sessionStorage);
    },

    /** The shopper consented: from now on protected items are kept, with a fresh session and IP data. */
    async giveConsent(): Promise<void> {
      consentGiven = true;
      local.remove("session");
      local.remove("segments");
      local.remove("ip");
      await Promise.all([visitorSession(), ipInfo()]);
    },
  };

  async function recommendationEvent(
    event: "view_recs_list" | "select_recs_list",
    list: RecommendationList,
    records: SearchRecord[],
    staticContent: StaticContent[] = list.staticContent,
  ) {
    return {
      event,
      event_version: "1.0.0",
      event_apikey: config.apiKey,
      user_profile: await profile(),
      event_data: {
        list_id: list.metadata.recsKey,
        list_logic: list.metadata.logic,
        list_name: list.metadata.title,
        action: list.metadata.action ?? "",
        spot_id: list.metadata.spotKey,
        spot_name: list.metadata.spotName,
        ...(staticContent.length > 0 ? { static_content: staticContent } : {}),
        items: records.map((record) => ({
          index: list.records.findIndex((entry) => entry.id === record.id),
          item_id: record.id,
          item_group_id: record.itemGroupId,
          item_name: record.name,
          item_variant_id: record.variantId ?? record.id,
          price: record.price,
          currency: record.currency,
          item_brand: record.brand,
          item_category: record.category,
        })),
      },
    };
  }
}

export type SearchClient = ReturnType<typeof createSearchClient>;
export { SearchClientError };
