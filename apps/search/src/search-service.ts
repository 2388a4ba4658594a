import { randomUUID } from "node:crypto";
import {
  type AnnotationsResponse,
  annotationsQuerySchema,
  type BannerResponse,
  isBannerActive,
  type KeywordMapResponse,
  type MerchantConfiguration,
  nextBannerChange,
  normaliseTerm,
  type ParsedSearchRequest,
  type RecommendationSettings,
  requestTypeOfLogic,
  type SearchResponse,
  searchRequestLimits,
  searchRequestSchema,
  sortOptions,
  visitorSessionRequestSchema,
} from "@hushling/search-protocol";
import { routePath } from "@hushling/storefronts";
import type { CatalogIndex, TermHitMemo } from "./catalog-index.ts";
import type { EmailMarketingConnector } from "./email-marketing.ts";
import { appliesTo, type Merchandising, textIn } from "./merchandising-content.ts";
import { runRecordQuery } from "./record-queries.ts";
import type { LoadedCatalogs } from "./search-catalogs.ts";
import type { ShopperActivity } from "./shopper-activity.ts";
import { blockedSuggestionsOf, suggestionsFor } from "./suggestions.ts";

/** A refusal the HTTP layer turns into a 4xx with this message; never a 5xx for what a caller sent. */
export class SearchRequestError extends Error {
  override name = "SearchRequestError";
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 429 = 400,
    /** Headers the answer carries, such as retry-after on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type PublicUrls = {
  searchUrl: string;
  bannersUrl: (apiKey: string) => string;
  keywordMapsUrl: (apiKey: string) => string;
  recommendationsUrl: string;
};

export type SearchServiceOptions = {
  catalogs: () => LoadedCatalogs;
  activity: ShopperActivity;
  now: () => Date;
  /** The time zone banner dates are planned in (the end date lasts until 23:59:59 there). */
  timeZone: string;
  /** How long a visitor's segments stay valid in the client, seconds. */
  segmentTtlSeconds: number;
  urls: PublicUrls;
  /** Forwards linked sessions' searches, clicks and purchases to the e-mail-marketing provider. */
  emailMarketing?: EmailMarketingConnector;
};

export const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function describe(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
}

export function createSearchService(options: SearchServiceOptions) {
  const { activity } = options;
  const scopeOf = (index: CatalogIndex) => index.storefront.id;

  function indexFor(apiKey: string): CatalogIndex {
    const index = options.catalogs().indexes.get(apiKey);
    if (!index) throw new SearchRequestError(`Unknown API key "${apiKey.slice(0, 80)}"`, 403);
    return index;
  }

  /** A search request that passed validation, with the index it asks and that index's storefront. */
  type ValidSearch = { request: ParsedSearchRequest; index: CatalogIndex; apiKey: string; scope: string };

  function readSearch(body: unknown): ValidSearch {
    const parsed = searchRequestSchema.safeParse(body);
    if (!parsed.success) throw new SearchRequestError(`Malformed search request: ${describe(parsed.error.issues)}`);
    const request = parsed.data;
    const ids = [...request.recordQueries.map((query) => query.id), ...request.suggestions.map((query) => query.id)];
    if (new Set(ids).size !== ids.length) throw new SearchRequestError("Duplicate ids in request...");
    const apiKey = request.context.apiKeys[0] as string;
    const index = indexFor(apiKey);
    return { request, index, apiKey, scope: scopeOf(index) };
  }

  function answerSearch({ request, index, apiKey }: ValidSearch): SearchResponse {
    const started = performance.now();
    const { merchandising } = options.catalogs();
    const termHits: TermHitMemo = new Map();
    const blocked = blockedSuggestionsOf(merchandising);
    const context = {
      index,
      activity,
      scope: scopeOf(index),
      now: options.now().getTime(),
      apiKey,
      merchandising,
      termHits,
    };
    const results = new Map(
      request.recordQueries
        .filter((query) => !query.isFallbackQuery)
        .map((query) => [query.id, runRecordQuery(context, query)]),
    );
    // A fallback query runs only when the query naming it found fewer results than it asked for.
    for (const query of request.recordQueries.filter((candidate) => candidate.isFallbackQuery)) {
      const primary = request.recordQueries.find((candidate) => candidate.settings.fallbackQueryId === query.id);
      const found = primary ? (results.get(primary.id)?.meta.totalResultsFound ?? 0) : 0;
      const needed = primary?.settings.fallbackWhenCountLessThan ?? 1;
      const result = runRecordQuery(context, query);
      if (found >= needed) {
        result.records = [];
        result.meta.noOfResults = 0;
        result.meta.totalResultsFound = 0;
      }
      results.set(query.id, result);
    }
    return {
      meta: { qTime: Math.round(performance.now() - started), responseCode: 200 },
      queryResults: request.recordQueries.flatMap((query) => results.get(query.id) ?? []),
      suggestionResults: request.suggestions.map((query) => ({
        id: query.id,
        suggestions: suggestionsFor(index, activity, scopeOf(index), query, termHits, blocked),
      })),
    };
  }

  // The next banner start or end is the same instant until it passes or the merchant file changes.
  let bannerChange: { merchandising: Merchandising; from: number; at: number } | undefined;

  /** The next instant the merchant configuration's answers change by the date rule alone. */
  function nextMerchantChange(now: number): number {
    const { merchandising } = options.catalogs();
    const known = bannerChange;
    if (known && known.merchandising === merchandising && known.from <= now && now < known.at) return known.at;
    const at = nextBannerChange(merchandising.banners, new Date(now), options.timeZone)?.getTime() ?? Infinity;
    bannerChange = { merchandising, from: now, at };
    return at;
  }

  function visitorSession(apiKey: string, body: unknown) {
    const index = indexFor(apiKey);
    const parsed = visitorSessionRequestSchema.safeParse(body);
    if (!parsed.success) throw new SearchRequestError(`Malformed session request: ${describe(parsed.error.issues)}`);
    // Sessions are stateless: any id this service issued (a UUID) stays valid across restarts.
    const given = parsed.data.sessionId ?? "";
    const sessionId = sessionIdPattern.test(given) ? given : randomUUID();
    options.emailMarketing?.linkSession(sessionId, parsed.data.sessionInfo.connectorInfo);
    return {
      sessionId,
      segmentInfo: { segments: activity.segments(scopeOf(index), sessionId), ttl: options.segmentTtlSeconds },
    };
  }

  function pathOf(index: CatalogIndex, target: string): string {
    const [kind, slug = ""] = target.split(":");
    const { storefront, language } = index;
    if (kind === "home" || kind === "stores") {
      const prefix = storefront.languages[0]?.code === language ? "" : `/${language.toLowerCase()}`;
      return kind === "home" ? `${prefix}/` : `${prefix}/stores/`;
    }
    if (kind === "page") return routePath(storefront, language, "page", { slug });
    if (kind === "category") {
      const category = index.categories.find((entry) => entry.key === slug || entry.slug === slug);
      return category ? routePath(storefront, language, "category", { category: category.slug }) : "";
    }
    return index.products.get(slug)?.record.url ?? "";
  }

  function merchandisingFor(apiKey: string): { index: CatalogIndex; merchandising: Merchandising } {
    return { index: indexFor(apiKey), merchandising: options.catalogs().merchandising };
  }

  function banners(apiKey: string): BannerResponse {
    const { index, merchandising } = merchandisingFor(apiKey);
    const now = options.now();
    return {
      klevu_banner: merchandising.banners
        .filter((banner) => appliesTo(banner, index.storefront.id))
        // Expired banners are left out; current and upcoming ones are sent, and the client applies the
        // date rule when it shows them, since it keeps this file for a day.
        .filter((banner) => isBannerActive({ startDate: "0001/01/01", endDate: banner.endDate }, now, options.timeZone))
        .map((banner) => ({
          bannerRef: banner.bannerRef,
          bannerName: textIn(banner.bannerName, index.language),
          bannerImg: banner.bannerImg,
          bannerAltTag: textIn(banner.bannerAltTag, index.language),
          redirectUrl: banner.target ? pathOf(index, banner.target) : "",
          position: banner.position,
          showOnLandingPage: banner.showOnLandingPage,
          showOnQuickSearch: banner.showOnQuickSearch,
          showOnCategoryPage: banner.showOnCategoryPage,
          showForTerms: banner.showForTerms?.map(normaliseTerm) ?? null,
          startDate: banner.startDate,
          endDate: banner.endDate,
        })),
    };
  }

  function keywordMaps(apiKey: string): KeywordMapResponse {
    const { index, merchandising } = merchandisingFor(apiKey);
    return {
      klevu_keywordUrlMap: merchandising.keywordMaps
        .filter((map) => appliesTo(map, index.storefront.id))
        .flatMap((map) => {
          const keywords = map.keywords[index.language] ?? [];
          const url = pathOf(index, map.target);
          return keywords.length > 0 && url ? [{ keywords: keywords.map(normaliseTerm), url }] : [];
        }),
    };
  }

  function configuration(apiKey: string): MerchantConfiguration {
    const index = indexFor(apiKey);
    return {
      apiKey,
      storefront: index.storefront.id,
      language: index.language,
      currency: index.currency,
      searchUrl: options.urls.searchUrl,
      bannersUrl: options.urls.bannersUrl(apiKey),
      keywordMapsUrl: options.urls.keywordMapsUrl(apiKey),
      recommendationsUrl: options.urls.recommendationsUrl,
      sortOptions: [...sortOptions],
      defaultLimit: 5,
    };
  }

  function recommendationSettings(apiKey: string, recsKey: string): RecommendationSettings {
    const { index, merchandising } = merchandisingFor(apiKey);
    const entry = merchandising.recommendations.find(
      (candidate) => candidate.recsKey === recsKey && appliesTo(candidate, index.storefront.id),
    );
    if (!entry) throw new SearchRequestError(`No recommendation "${recsKey.slice(0, 80)}" for ${apiKey}`, 404);
    const settings: Record<string, unknown> = { limit: entry.maxProducts, typeOfRecords: ["KLEVU_PRODUCT"] };
    // A spot shows at most 50 (maxProducts); the payload stays within what a request may list.
    if (entry.logic === "HAND_PICKED") settings.includeIds = entry.products.slice(0, searchRequestLimits.idsPerList);
    if (entry.logic === "TRENDING_PERSONALIZED") settings.personalisation = { enablePersonalisation: true };
    if (entry.logic === "CUSTOM_LOGIC" && entry.customLogic) {
      if (entry.customLogic.category) settings.query = { categoryPath: entry.customLogic.category };
      settings.sort = entry.customLogic.sort;
    }
    // Content whose page no longer exists (a removed product) is left out, like a hand-picked product;
    // a spot left with none stays a content spot and shows nothing.
    const staticContent = entry.staticContent
      .map((content) => ({
        image: content.image,
        alt: textIn(content.alt, index.language),
        url: pathOf(index, content.target),
      }))
      .filter((content) => content.url !== "");
    const filters =
      entry.logic === "CUSTOM_LOGIC" && entry.customLogic?.maxPrice
        ? { applyFilters: { filters: [{ key: "klevu_price", values: [0, entry.customLogic.maxPrice] }] } }
        : undefined;
    return {
      metadata: {
        title: textIn(entry.title, index.language),
        recsKey: entry.recsKey,
        pageType: entry.pageType,
        logic: entry.logic,
        maxProducts: entry.maxProducts,
        productThreshold: entry.productThreshold,
        enabled: entry.enabled,
        spotKey: entry.recsKey,
        spotName: textIn(entry.title, index.language),
        segmentKey: null,
        segmentName: null,
        action: !entry.enabled ? "HIDE_RECOMMENDATION" : entry.staticContent.length > 0 ? "STATIC_CONTENT" : null,
      },
      ...(entry.staticContent.length > 0 ? { staticContent } : {}),
      search: {
        basePath: options.urls.searchUrl,
        payload: JSON.stringify({
          recordQueries: [{ id: "productList", typeOfRequest: requestTypeOfLogic[entry.logic], settings, filters }],
        }),
      },
    };
  }

  /**
   * Annotations: why a product answers a query, as short notes a results page can show under it: each
   * query word the product's name, category or description holds, with the sentence that holds it.
   */
  function annotations(apiKey: string, params: URLSearchParams): AnnotationsResponse {
    const index = indexFor(apiKey);
    const parsed = annotationsQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success)
      throw new SearchRequestError(`Malformed annotations request: ${describe(parsed.error.issues)}`);
    const { query, title, category } = parsed.data;
    const product = index.productOrder.find((candidate) => normaliseTerm(candidate.name) === normaliseTerm(title));
    const words = normaliseTerm(query)
      .split(" ")
      .filter((word) => word.length > 1)
      .slice(0, 10);
    if (!product || words.length === 0) return { annotations: [] };
    const sentences = [
      product.name,
      category || product.categoryName,
      ...String(product.record.shortDesc ?? "").split(/(?<=[.!?])\s+/),
    ];
    return {
      annotations: words.flatMap((word) => {
        const text = sentences.find((sentence) => sentence.toLocaleLowerCase(index.locale).includes(word));
        return text ? [{ subject: word, text }] : [];
      }),
    };
  }

  return {
    indexFor,
    readSearch,
    answerSearch,
    nextMerchantChange,
    visitorSession,
    banners,
    keywordMaps,
    configuration,
    recommendationSettings,
    annotations,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
