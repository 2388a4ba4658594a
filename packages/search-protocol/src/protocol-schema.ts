import { z } from "zod";
import {
  type recommendationActions,
  type recommendationLogics,
  type recommendationPageTypes,
  recordTypes,
  requestTypes,
  sortOptions,
} from "./protocol-constants.ts";
import { overLimit, type SearchRequestLimit, searchRequestLimits } from "./request-limits.ts";
import { normaliseTerm, termByteLength } from "./search-terms.ts";

/** Ids, keys and short labels: bounded so one request cannot make the service hold megabytes. */
const id = z.string().min(1).max(200);
const text = z.string().max(2048);

/** A list of at most `limit` items, refused with the limit's name (request-limits.ts). */
const limited = <Item extends z.ZodType>(item: Item, limit: SearchRequestLimit) =>
  z.array(item).max(searchRequestLimits[limit], overLimit(limit));
/** Each id once, in the order first sent: a repeated id asks for no more work than the first. */
const distinct = (ids: string[]) => [...new Set(ids)];

const objectsContext = (limit: "sourceIdsPerRequest" | "recentIdsPerQuery") =>
  limited(
    z.object({
      typeOfRecord: z.enum(recordTypes).default("KLEVU_PRODUCT"),
      records: limited(z.object({ id }), limit),
    }),
    "objectGroupsPerContext",
  )
    // The limit counts records across the groups, as sent (the request's transform collapses repeats).
    .refine(
      (groups) => groups.reduce((sum, group) => sum + group.records.length, 0) <= searchRequestLimits[limit],
      overLimit(limit),
    );
type ObjectGroups = { typeOfRecord: (typeof recordTypes)[number]; records: { id: string }[] }[];
function distinctObjects(groups: ObjectGroups): ObjectGroups {
  const seen = new Set<string>();
  return groups.map((group) => ({
    ...group,
    records: group.records.filter((record) => {
      const key = `${group.typeOfRecord}/${record.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  }));
}

/** topIds / includeIds / excludeIds: the provider sends `{key, value}` pairs or bare ids; both are read. */
const idList = limited(
  z.union([id, z.object({ key: z.string().max(100).optional(), value: id }), z.object({ id })]),
  "idsPerList",
).transform((items) =>
  distinct(items.map((item) => (typeof item === "string" ? item : "value" in item ? item.value : item.id))),
);

export const applyFilterSchema = z.object({
  key: id,
  // One list, so that a list too long is refused with the limit's name rather than as neither shape.
  values: limited(z.union([z.string().max(200), z.number()]), "valuesPerFilter")
    .refine(
      (values) =>
        values.every((value) => typeof value === "string") ||
        (values.length === 2 && values.every((value) => typeof value === "number")),
      "option values (strings) or a range [min, max]",
    )
    .transform((values) => values as string[] | [number, number]),
  settings: z.object({ singleSelect: z.boolean().optional() }).optional(),
});

const term = z
  .string()
  .refine((value) => termByteLength(value) <= searchRequestLimits.termBytes, overLimit("termBytes"));

export const recordQuerySchema = z.object({
  id,
  typeOfRequest: z.enum(requestTypes),
  isFallbackQuery: z.boolean().optional(),
  settings: z
    .object({
      query: z
        .object({
          term: term.optional(),
          categoryPath: z
            .string()
            .refine(
              (value) => termByteLength(value) <= searchRequestLimits.categoryPathBytes,
              overLimit("categoryPathBytes"),
            )
            .optional(),
        })
        .default({}),
      typeOfRecords: z.array(z.enum(recordTypes)).max(4).optional(),
      limit: z.coerce
        .number()
        .int()
        .min(0)
        .max(searchRequestLimits.resultsPerQuery, overLimit("resultsPerQuery"))
        .optional(),
      offset: z.coerce
        .number()
        .int()
        .min(0)
        .max(searchRequestLimits.resultOffset, overLimit("resultOffset"))
        .optional(),
      sort: z.enum(sortOptions).optional(),
      typeOfSearch: z.string().max(50).optional(),
      fallbackQueryId: id.optional(),
      fallbackWhenCountLessThan: z.number().int().min(0).max(1000).optional(),
      topIds: idList.optional(),
      includeIds: idList.optional(),
      excludeIds: idList.optional(),
      personalisation: z
        .object({
          enablePersonalisation: z.boolean().optional(),
          fields: z.array(z.string().max(100)).max(20).optional(),
        })
        .optional(),
      context: z
        .object({
          recentObjects: objectsContext("recentIdsPerQuery").optional(),
          sourceObjects: objectsContext("sourceIdsPerRequest").optional(),
        })
        .optional(),
      groupBy: z.string().max(100).optional(),
      fields: z.array(z.string().max(100)).max(50).optional(),
    })
    .default({ query: {} }),
  filters: z
    .object({
      filtersToReturn: z
        .object({
          enabled: z.boolean().default(false),
          include: limited(id, "facetKeysPerQuery").optional(),
          exclude: limited(id, "facetKeysPerQuery").optional(),
          options: z
            .object({
              order: z.enum(["INDEX", "FREQ"]).optional(),
              limit: z
                .number()
                .int()
                .min(1)
                .max(searchRequestLimits.facetOptions, overLimit("facetOptions"))
                .optional(),
              mincount: z.number().int().min(0).optional(),
            })
            .optional(),
          rangeFilterSettings: limited(
            z.object({ key: id, minMax: z.boolean().optional() }),
            "facetKeysPerQuery",
          ).optional(),
        })
        .optional(),
      applyFilters: z.object({ filters: limited(applyFilterSchema, "filtersPerQuery") }).optional(),
    })
    .optional(),
});

export const suggestionQuerySchema = z.object({
  id,
  typeOfRequest: z.literal("AUTO_SUGGESTIONS"),
  query: term,
  limit: z
    .number()
    .int()
    .min(1)
    .max(searchRequestLimits.suggestionsPerList, overLimit("suggestionsPerList"))
    .optional(),
  hlStartElem: z.string().max(50).optional(),
  hlEndElem: z.string().max(50).optional(),
});

export const searchRequestSchema = z
  .object({
    context: z.object({ apiKeys: limited(id, "apiKeysPerRequest").min(1) }),
    recordQueries: limited(recordQuerySchema, "recordQueriesPerRequest").default([]),
    suggestions: limited(suggestionQuerySchema, "suggestionsPerRequest").default([]),
  })
  // What costs work per request, whichever query asks it: source products and different terms.
  .superRefine((request, context) => {
    const sources = request.recordQueries.reduce(
      (sum, query) =>
        sum + (query.settings.context?.sourceObjects ?? []).reduce((count, group) => count + group.records.length, 0),
      0,
    );
    if (sources > searchRequestLimits.sourceIdsPerRequest) {
      context.addIssue({ code: "custom", path: ["recordQueries"], message: overLimit("sourceIdsPerRequest") });
    }
    const terms = new Set([
      ...request.recordQueries.flatMap((query) => {
        const term = normaliseTerm(query.settings.query.term ?? "");
        return term ? [term] : [];
      }),
      ...request.suggestions.flatMap((query) => normaliseTerm(query.query) || []),
    ]);
    if (terms.size > searchRequestLimits.termsPerRequest) {
      context.addIssue({ code: "custom", path: ["recordQueries"], message: overLimit("termsPerRequest") });
    }
  })
  // Limits count what was sent; the work sees each product of a context once (the first time it is named).
  .transform((request) => ({
    ...request,
    recordQueries: request.recordQueries.map((query) => {
      const context = query.settings.context;
      if (!context) return query;
      return {
        ...query,
        settings: {
          ...query.settings,
          context: {
            ...(context.recentObjects && { recentObjects: distinctObjects(context.recentObjects) }),
            ...(context.sourceObjects && { sourceObjects: distinctObjects(context.sourceObjects) }),
          },
        },
      };
    }),
  }));

export type SearchRequest = z.input<typeof searchRequestSchema>;
export type ParsedSearchRequest = z.output<typeof searchRequestSchema>;
export type RecordQuery = z.input<typeof recordQuerySchema>;
export type ParsedRecordQuery = z.output<typeof recordQuerySchema>;
export type ApplyFilter = z.output<typeof applyFilterSchema>;
export type SuggestionQuery = z.input<typeof suggestionQuerySchema>;

/** Records carry strings only, as the provider's do; a client parses numbers itself. */
export type SearchRecord = {
  id: string;
  itemGroupId: string;
  variantId?: string;
  name: string;
  url: string;
  price: string;
  salePrice: string;
  currency: string;
  sku: string;
  brand: string;
  category: string;
  image: string;
  imageUrl: string;
  typeOfRecord: string;
  [field: string]: string | undefined;
};

export type OptionFilter = {
  key: string;
  label: string;
  type: "OPTIONS" | "RATING";
  options: { name: string; value: string; count: number; selected: boolean }[];
};
export type SliderFilter = {
  key: string;
  label: string;
  type: "SLIDER";
  min: number;
  max: number;
  start: number;
  end: number;
};
export type SearchFilter = OptionFilter | SliderFilter;

export type QueryResult = {
  id: string;
  meta: {
    apiKey: string;
    isPersonalised: boolean;
    qTime: number;
    noOfResults: number;
    totalResultsFound: number;
    offset: number;
    typeOfSearch: string;
    searchedTerm: string;
    notificationCode: number;
    debuggingInformation: Record<string, unknown>;
    tags?: string[];
  };
  records: SearchRecord[];
  filters?: SearchFilter[];
};

export type SearchResponse = {
  meta: { qTime: number; responseCode: number; error?: string };
  queryResults: QueryResult[];
  suggestionResults: { id: string; suggestions: { suggest: string }[] }[];
};

export const visitorSessionRequestSchema = z.object({
  apiKey: id.optional(),
  sessionId: z.string().max(100).optional(),
  sessionInfo: z
    .object({
      connectorInfo: z
        .array(z.object({ connectorType: z.string().max(50), exchangeId: z.string().max(200).optional() }))
        .max(5)
        .default([]),
    })
    .default({ connectorInfo: [] }),
});
export type VisitorSessionRequest = z.input<typeof visitorSessionRequestSchema>;
export type VisitorSessionResponse = { sessionId: string; segmentInfo: { segments: string[]; ttl: number } };

export const ipCheckRequestSchema = z.object({ klevu_uuid: z.string().max(100).default("") });
export type IpCheckResponse = { ip_address: string; klevu_uuid: string };

const profileSchema = z.object({
  sessionId: z.string().max(100).optional(),
  ip_address_v4: z.string().max(64).optional(),
  ip_address_v6: z.string().max(64).optional(),
  data_protection: z.boolean().optional(),
  klevu_uuid: z.string().max(100).optional(),
});

const recsItemSchema = z.object({
  index: z.number().int().min(0).max(1000).optional(),
  item_id: id,
  item_group_id: id.optional(),
  item_name: text.optional(),
  item_variant_id: id.optional(),
  price: z.union([z.string().max(50), z.number()]).optional(),
  currency: z.string().max(10).optional(),
  item_brand: text.optional(),
  item_category: text.optional(),
});

const recsEventData = z.object({
  list_id: id,
  list_logic: z.string().max(50),
  list_name: text.optional(),
  action: z.string().max(50).optional(),
  spot_id: z.string().max(200).optional(),
  spot_name: text.optional(),
  segment_name: text.optional(),
  segment_id: z.string().max(200).optional(),
  static_content: z.unknown().optional(),
  items: z.array(recsItemSchema).max(100),
});

export const purchaseItemSchema = z.object({
  currency: z.string().max(10).default("USD"),
  item_group_id: id,
  item_id: id,
  item_name: text.default("unknown"),
  item_variant_id: id.optional(),
  unit_price: z.number().min(0).max(1e9).default(0),
  order_id: id,
  order_line_id: id.optional(),
  units: z.number().int().min(1).max(10_000),
});

const eventBase = { event_version: z.string().max(20), event_apikey: id, user_profile: profileSchema.default({}) };

export const analyticsEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("view_recs_list"), ...eventBase, event_data: recsEventData }),
  z.object({ event: z.literal("select_recs_list"), ...eventBase, event_data: recsEventData }),
  z.object({
    event: z.literal("order_purchase"),
    ...eventBase,
    event_data: z.object({ items: z.array(purchaseItemSchema).min(1).max(200) }),
  }),
]);
export const analyticsBatchSchema = z.array(analyticsEventSchema).min(1).max(50);
export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;
export type ParsedAnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** The v1 beacons and the fields each needs; all values are strings. */
export const beaconFields = {
  "n-search/search": ["klevu_apiKey", "klevu_term", "klevu_totalResults", "klevu_typeOfQuery"],
  productTracking: ["klevu_apiKey", "klevu_type", "klevu_productId"],
  categoryProductViewTracking: ["klevu_apiKey", "klevu_categoryName", "klevu_productIds"],
  categoryProductClickTracking: ["klevu_apiKey", "klevu_categoryName", "klevu_productId"],
  dataTracking: ["klevu_apiKey", "klevu_request", "klevu_bannerId"],
} as const;
export type BeaconName = keyof typeof beaconFields;

export const bannerSchema = z.object({
  bannerRef: z.string().min(1).max(100),
  bannerName: z.string().min(1).max(200),
  bannerImg: z.string().min(1).max(1000),
  bannerAltTag: z.string().max(300).default(""),
  redirectUrl: z.string().max(1000).default(""),
  position: z.enum(["top", "bottom"]).default("top"),
  showOnLandingPage: z.boolean().default(false),
  showOnQuickSearch: z.boolean().default(false),
  showOnCategoryPage: z.boolean().default(false),
  showForTerms: z.array(z.string().min(1).max(200)).nullable().default(null),
  startDate: z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, "YYYY/MM/DD"),
  endDate: z.union([z.literal(""), z.string().regex(/^\d{4}\/\d{2}\/\d{2}$/, "YYYY/MM/DD or empty")]).default(""),
});
export type Banner = z.output<typeof bannerSchema>;
export type BannerResponse = { klevu_banner: Banner[] };
export type KeywordMapResponse = { klevu_keywordUrlMap: { keywords: string[]; url: string }[] };

export type MerchantConfiguration = {
  apiKey: string;
  storefront: string;
  language: string;
  currency: string;
  searchUrl: string;
  bannersUrl: string;
  keywordMapsUrl: string;
  recommendationsUrl: string;
  sortOptions: string[];
  defaultLimit: number;
};

export type RecommendationSettings = {
  metadata: {
    title: string;
    recsKey: string;
    pageType: (typeof recommendationPageTypes)[number];
    logic: (typeof recommendationLogics)[number];
    maxProducts: number;
    productThreshold: number;
    enabled: boolean;
    spotKey: string;
    spotName: string;
    segmentKey: string | null;
    segmentName: string | null;
    action: (typeof recommendationActions)[number] | null;
  };
  search: { basePath: string; payload: string };
  staticContent?: { image: string; alt: string; url: string }[];
};

export const annotationsQuerySchema = z.object({
  query: z.string().max(1024).default(""),
  title: z.string().max(1024).default(""),
  category: z.string().max(1024).default(""),
  languageCode: z.string().max(20).default(""),
});
export type AnnotationsResponse = { annotations: { subject: string; text: string }[] };
