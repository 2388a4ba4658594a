/**
 * Every bound on what shopper events may cost, in one place (ADR 0046 gives the reason for each number).
 * Events come from anonymous browsers: each structure they feed has a cap, and each client's weight in a
 * ranking has a cap, so neither memory nor what other shoppers see follows one client's volume.
 */
export const eventLimits = {
  /** A real batch is a few events of at most a page of products: about 15 KB; 32 KB leaves room. */
  collectBodyBytes: 32 * 1024,
  /** The client sends what one page did; a page shows at most two recommendation lists and a purchase. */
  eventsPerRequest: 20,
  /** A recommendation spot shows at most 50 products (merchandising `maxProducts`). */
  itemsPerEvent: 50,
  /** One client's views count towards trending once per product, and for this many products, per window. */
  productsPerVisitor: 30,
  /** Visitors whose counted views are remembered (all storefronts); the oldest are forgotten first. */
  visitors: 50_000,
  /** Sessions remembered for the returning-visitor segment (all storefronts). */
  sessions: 50_000,
  /** Partners kept per product for also-viewed and bought-together; the weakest give way. */
  pairsPerProduct: 100,
  /** A searched term becomes a suggestion once this many different visitors searched it. */
  termVisitors: 3,
  /** Each visitor counts once per term; past this many, a term's weight stops growing. */
  votersPerTerm: 20,
  /** Terms searched by fewer visitors than needed, waiting for more (all storefronts). */
  candidateTerms: 20_000,
  /** Learned suggestions per storefront; the least searched give way. */
  learnedTerms: 2_000,
  /** Paid orders remembered per storefront, so a resent order counts once. */
  orders: 100_000,
  /** Trending counts are kept per hour; older hours than the window are dropped. */
  trendingBucketMs: 3600 * 1000,
} as const;

/** What the event log keeps: a restart replays at most this much. */
export const logLimits = {
  /** Views and searches: trending reads 7 days; also-viewed and suggestions a month. */
  clientEventDays: 30,
  /** Paid orders feed bought-together for a year of seasons. */
  purchaseDays: 365,
  /** Rows in all, the newest kept: months of a busy shop's counted events, replayed in a few seconds. */
  rows: 100_000,
  /** A row's stored JSON; this service writes under 4 KB a row, so anything larger was not written by it. */
  rowBytes: 8 * 1024,
  /** The log is compacted at start, hourly, and after this many appends. */
  appendsBetweenCompactions: 10_000,
  compactEveryMs: 3600 * 1000,
} as const;
