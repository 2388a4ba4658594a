import { AnswerCache, createAnswerCaching } from "./answer-cache.ts";
import { EmailMarketingConnector, EmailMarketingStandIn, postMarketingEvents } from "./email-marketing.ts";
import { createEventIntake, eventClientKeys, paidOrderEventName } from "./event-intake.ts";
import { logLimits } from "./event-limits.ts";
import { EventRateLimit } from "./event-rate-limit.ts";
import { type EventStore, openEventStore } from "./event-store.ts";
import { type LoadedCatalogs, loadCatalogs, sourcesFingerprint } from "./search-catalogs.ts";
import { type RunningSearchServer, startSearchServer } from "./search-server.ts";
import { createSearchService } from "./search-service.ts";
import type { SearchSettings } from "./search-settings.ts";
import { ShopperActivity } from "./shopper-activity.ts";

/** The product keys of a storefront's catalog (every language of a storefront has the same products). */
const productKeys = new WeakMap<LoadedCatalogs, Map<string, Set<string>>>();
function productsOf(catalogs: LoadedCatalogs, scope: string): Set<string> {
  let byScope = productKeys.get(catalogs);
  if (!byScope) {
    byScope = new Map();
    productKeys.set(catalogs, byScope);
  }
  let keys = byScope.get(scope);
  if (!keys) {
    keys = new Set();
    for (const index of catalogs.indexes.values())
      if (index.storefront.id === scope) for (const key of index.products.keys()) keys.add(key);
    byScope.set(scope, keys);
  }
  return keys;
}

export type RunningSearchApp = RunningSearchServer & {
  /** The storefront languages the export lacked at the last (re)build. */
  missing(): string[];
  /** Rebuilds now if the export or content changed; resolves true when it did. */
  refresh(): boolean;
  close(): Promise<void>;
};

/**
 * The whole service: indexes from the export and content, shopper activity replayed from the event store,
 * the HTTP server, and a watcher that rebuilds the indexes when the export (or content) changes. A broken
 * new export keeps the previous indexes serving and logs why.
 */
export async function startSearchApp(
  settings: SearchSettings,
  options: { now?: () => Date; log?: (line: string) => void } = {},
): Promise<RunningSearchApp> {
  const log = options.log ?? ((line: string) => console.error(line));
  const sources = {
    exportDir: settings.exportDir,
    contentDir: settings.contentDir,
    apiKeyPrefix: settings.apiKeyPrefix,
  };
  let catalogs: LoadedCatalogs = loadCatalogs(sources);
  const now = options.now ?? (() => new Date());
  const store: EventStore = await openEventStore(settings.database);
  const activity = new ShopperActivity((scope, productKey) => productsOf(catalogs, scope).has(productKey));
  await store.compact(now().getTime());
  // The log is replayed through the same caps as live events; purchases only as commerce reported them.
  await store.replay((name, entries) => {
    for (const entry of entries) if (entry.kind !== "purchase" || name === paidOrderEventName) activity.record(entry);
  });
  activity.forgetWaitingTerms();

  // The cache asks the time on every request: without a test clock, no Date per request.
  const clock = options.now ? () => now().getTime() : Date.now;
  let publicUrl = settings.publicUrl ?? "";
  const urlOf = (path: string) => `${publicUrl}${path}`;
  const standIn = settings.emailMarketingUrl === "stand-in" ? new EmailMarketingStandIn() : undefined;
  const emailMarketing = new EmailMarketingConnector(
    standIn
      ? async (event) => standIn.receive(event)
      : settings.emailMarketingUrl
        ? postMarketingEvents(settings.emailMarketingUrl)
        : undefined,
    log,
    now,
  );
  const service = createSearchService({
    emailMarketing,
    catalogs: () => catalogs,
    activity,
    now,
    timeZone: settings.timeZone,
    segmentTtlSeconds: settings.segmentTtlSeconds,
    urls: {
      get searchUrl() {
        return urlOf(settings.paths.search);
      },
      bannersUrl: (apiKey) => urlOf(`${settings.paths.config}${apiKey}-banner.json`),
      keywordMapsUrl: (apiKey) => urlOf(`${settings.paths.config}${apiKey}-maps.json`),
      get recommendationsUrl() {
        return urlOf(settings.paths.recommendations);
      },
    },
  });
  const caching = createAnswerCaching({
    cache: new AnswerCache(settings.cache, clock),
    activity,
    now: clock,
    nextMerchantChange: service.nextMerchantChange,
  });
  // The log is compacted hourly and after every so many appends, so a restart replays a bounded log.
  let appends = 0;
  const compact = () =>
    store.compact(now().getTime()).catch((error: unknown) => {
      log(JSON.stringify({ event: "search-events-compaction-failed", error: String(error).slice(0, 500) }));
      return 0;
    });
  const countingStore: EventStore = {
    ...store,
    async append(event) {
      await store.append(event);
      if (++appends % logLimits.appendsBetweenCompactions === 0) await compact();
    },
  };
  const events = createEventIntake({
    indexFor: service.indexFor,
    activity,
    store: countingStore,
    now,
    rateLimit: new EventRateLimit(settings.events.rateLimits, clock),
    commerceSecret: settings.events.commerceSecret,
    blockedTerms: () => catalogs.merchandising.blockedSuggestions,
    emailMarketing,
  });
  let server: RunningSearchServer;
  try {
    server = await startSearchServer({
      host: settings.host,
      port: settings.port,
      paths: settings.paths,
      service,
      caching,
      events,
      paidOrdersPath: settings.events.paidOrdersPath,
      clientOf: eventClientKeys(),
      forwardedHops: settings.events.forwardedHops,
      log,
      ...(standIn ? { emailMarketingStandIn: standIn } : {}),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  publicUrl ||= server.url;

  // A broken export is reported once, not on every check, until the files change again.
  let failedFingerprint = "";
  const refresh = (): boolean => {
    const fingerprint = sourcesFingerprint(sources);
    if (fingerprint === catalogs.fingerprint || fingerprint === failedFingerprint) return false;
    try {
      catalogs = loadCatalogs(sources);
      // Answers from the old indexes or merchant file must never be served again.
      caching.clear();
      log(JSON.stringify({ event: "search-index-rebuilt", indexes: catalogs.indexes.size }));
      return true;
    } catch (error) {
      failedFingerprint = fingerprint;
      log(JSON.stringify({ event: "search-index-rebuild-failed", error: String(error).slice(0, 2000) }));
      return false;
    }
  };
  const timer = settings.watchIntervalMs > 0 ? setInterval(refresh, settings.watchIntervalMs) : undefined;
  timer?.unref();
  const compactionTimer = setInterval(compact, logLimits.compactEveryMs);
  compactionTimer.unref();

  return {
    ...server,
    missing: () => catalogs.missing,
    refresh,
    async close() {
      if (timer) clearInterval(timer);
      clearInterval(compactionTimer);
      await server.close();
      await store.close();
    },
  };
}
