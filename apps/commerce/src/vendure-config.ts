import path from "node:path";
import { AdminUiPlugin } from "@vendure/admin-ui-plugin";
import { AssetServerPlugin } from "@vendure/asset-server-plugin";
import {
  DefaultLogger,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  LogLevel,
  type VendureConfig,
} from "@vendure/core";
import type { GraphQLSchema } from "graphql";
import { databaseBusyAsRetryable } from "./api-protection/database-busy.ts";
import { withoutStacktraces } from "./api-protection/error-details.ts";
import {
  adminQueryLimits,
  type QueryLimits,
  queryCostPlugin,
  queryShapeRules,
  shopQueryLimits,
} from "./api-protection/query-limits.ts";
import { requestLimitMiddleware } from "./api-protection/request-limits.ts";
import type { CommerceSettings } from "./commerce-settings.ts";
import { databaseOptions } from "./database-options.ts";
import { jobQueuePlugin } from "./job-queue-plugin.ts";
import { BundlesPlugin } from "./plugins/bundles/bundles.plugin.ts";
import { CheckoutGuardPlugin } from "./plugins/checkout-guard/checkout-guard.plugin.ts";
import { corsExceptMailbox, devMailboxMiddleware } from "./plugins/dev-mailbox-guard/dev-mailbox-guard.ts";
import { GiftMessagePlugin } from "./plugins/gift-message/gift-message.plugin.ts";
import { GuestCustomerPlugin } from "./plugins/guest-customer/guest-customer.plugin.ts";
import { LoginThrottlePlugin } from "./plugins/login-throttle/login-throttle.plugin.ts";
import { OrderAttributionPlugin } from "./plugins/order-attribution/order-attribution.plugin.ts";
import { mailboxItemMiddleware } from "./plugins/order-email/mailbox-item-route.ts";
import { orderEmailPlugin } from "./plugins/order-email/order-email.plugin.ts";
import { OrderLinkPlugin } from "./plugins/order-link/order-link.plugin.ts";
import { OrderQuantityPlugin } from "./plugins/order-quantity/order-quantity.plugin.ts";
import { RegionalSalesTaxPlugin } from "./plugins/regional-sales-tax/regional-sales-tax.plugin.ts";
import { SearchIndexBufferPlugin } from "./plugins/search-index-buffer/search-index-buffer.plugin.ts";
import { SearchPurchasesPlugin } from "./plugins/search-purchases/search-purchases.plugin.ts";
import { SeedPlugin } from "./plugins/seed/seed.plugin.ts";
import { SignupThrottlePlugin } from "./plugins/signup-throttle/signup-throttle.plugin.ts";
import { TestPaymentPlugin } from "./plugins/test-payment/test-payment.plugin.ts";
import { SharedRedisCacheStrategy } from "./redis-cache-strategy.ts";

const logLevel: Record<CommerceSettings["logLevel"], LogLevel> = {
  error: LogLevel.Error,
  warn: LogLevel.Warn,
  info: LogLevel.Info,
  verbose: LogLevel.Verbose,
  debug: LogLevel.Debug,
};

export const shopApiPath = "shop-api";
export const adminApiPath = "admin-api";

/** Vendure's own caps on `take` (its defaults), which the cost estimate uses for lists without one. */
const shopListQueryLimit = 100;
const adminListQueryLimit = 1000;

/** The Admin API's schema is the one with administrators; the cost plugin serves both APIs. */
function queryLimitsFor(schema: GraphQLSchema): QueryLimits & { listLimit: number } {
  return schema.getQueryType()?.getFields().administrators
    ? { ...adminQueryLimits, listLimit: adminListQueryLimit }
    : { ...shopQueryLimits, listLimit: shopListQueryLimit };
}

/** The whole Vendure configuration, derived from the settings only (no other environment reads). */
export function buildVendureConfig(settings: CommerceSettings): VendureConfig {
  const production = settings.profile === "production";
  return {
    apiOptions: {
      port: settings.port,
      hostname: settings.host,
      // Express's "trust proxy": req.ip, which the login and signup throttles count, is the shopper's.
      trustProxy: settings.forwardedHops > 0 ? settings.forwardedHops : false,
      shopApiPath,
      adminApiPath,
      shopListQueryLimit,
      adminListQueryLimit,
      // The storefronts are static sites on other origins: in production their registry hosts,
      // locally http://{id}.localhost:{web port}.
      // Any other site gets no CORS grant, and the dev mailbox none at all.
      cors: corsExceptMailbox({ origin: Object.values(settings.storefrontOrigins), credentials: true }),
      shopApiValidationRules: queryShapeRules(shopQueryLimits),
      adminApiValidationRules: queryShapeRules(adminQueryLimits),
      apolloServerPlugins: [
        queryCostPlugin(queryLimitsFor),
        databaseBusyAsRetryable,
        ...(production ? [withoutStacktraces] : []),
      ],
      middleware: [
        ...requestLimitMiddleware([`/${shopApiPath}`, `/${adminApiPath}`]),
        // The Host guard first: the item route below answers only what the guard lets through.
        ...(settings.email.kind === "dev-mailbox"
          ? [...devMailboxMiddleware, mailboxItemMiddleware(path.join(settings.dataDir, "mailbox"))]
          : []),
      ],
      // The schema is public knowledge in development; in production it is a map for attackers.
      introspection: !production,
      // Apollo refuses "simple" cross-site requests, so a foreign HTML form cannot log a shopper in.
      csrfPrevention: true,
    },
    authOptions: {
      tokenMethod: ["bearer", "cookie"],
      superadminCredentials: { identifier: settings.admin.username, password: settings.admin.password },
      cookieOptions: { secret: settings.cookieSecret },
    },
    dbConnectionOptions: databaseOptions(settings),
    // Without Redis, Vendure's default: each process caches in its own memory.
    ...(settings.cache.kind === "redis" && {
      systemOptions: { cacheStrategy: new SharedRedisCacheStrategy(settings.cache) },
    }),
    // Scheduled tasks (session clean-up, the search-index flush) run where the jobs are worked off: the
    // worker, or the one process that serves and works the jobs itself.
    schedulerOptions: { runTasksInWorkerOnly: settings.process !== "both" },
    // The seed draws the product illustrations here before Vendure's importer reads them.
    importExportOptions: { importAssetsDir: path.join(settings.dataDir, "catalog-illustrations") },
    logger: new DefaultLogger({ level: logLevel[settings.logLevel] }),
    // Payment plugins (plugins/test-payment) add their handlers.
    paymentOptions: { paymentMethodHandlers: [] },
    plugins: [
      CheckoutGuardPlugin.init({ lockTimeoutMs: settings.checkoutLockTimeoutMs }),
      OrderQuantityPlugin,
      LoginThrottlePlugin,
      SignupThrottlePlugin.init(settings.signupThrottle),
      GuestCustomerPlugin,
      GiftMessagePlugin,
      BundlesPlugin,
      // Test cards are for development and CI: production has no way to pay without a real processor.
      ...(production ? [] : [TestPaymentPlugin]),
      RegionalSalesTaxPlugin,
      OrderAttributionPlugin,
      // Paid orders to the search service (its only source of purchases).
      SearchPurchasesPlugin.init(settings.searchPurchases),
      // Confirmation links (storefront page and email) that open any time later: a signed token per order.
      OrderLinkPlugin.init({ secret: settings.cookieSecret }),
      SeedPlugin.init({ enabled: settings.seed }),
      jobQueuePlugin(settings.jobQueue),
      DefaultSchedulerPlugin.init(),
      // Vendure's search index serves the Admin UI only; its updates are buffered and flushed each minute.
      DefaultSearchPlugin.init({ bufferUpdates: true, indexStockStatus: true }),
      SearchIndexBufferPlugin,
      AssetServerPlugin.init({
        route: "assets",
        assetUploadDir: path.join(settings.dataDir, "assets"),
        assetUrlPrefix: `${settings.publicUrl}/assets/`,
      }),
      // Order confirmations in the shopper's language: the dev mailbox at /mailbox, or SMTP.
      orderEmailPlugin({
        delivery: settings.email,
        mailboxPath: path.join(settings.dataDir, "mailbox"),
        storefrontOrigins: settings.storefrontOrigins,
      }),
      AdminUiPlugin.init({ route: "admin", port: settings.port }),
    ],
  };
}
