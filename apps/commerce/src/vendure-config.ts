import path from "node:path";
import { fileURLToPath } from "node:url";
import { storefrontRegistry } from "@hushling/storefronts";
import { AdminUiPlugin } from "@vendure/admin-ui-plugin";
import { AssetServerPlugin } from "@vendure/asset-server-plugin";
import {
  DefaultLogger,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  LogLevel,
  type VendureConfig,
} from "@vendure/core";
import type { CommerceSettings } from "./commerce-settings.ts";
import { jobQueuePlugin } from "./job-queue-plugin.ts";
import { BundlesPlugin } from "./plugins/bundles/bundles.plugin.ts";
import { CheckoutGuardPlugin } from "./plugins/checkout-guard/checkout-guard.plugin.ts";
import { OrderAttributionPlugin } from "./plugins/order-attribution/order-attribution.plugin.ts";
import { orderEmailPlugin } from "./plugins/order-email/order-email.plugin.ts";
import { OrderQuantityPlugin } from "./plugins/order-quantity/order-quantity.plugin.ts";
import { RegionalSalesTaxPlugin } from "./plugins/regional-sales-tax/regional-sales-tax.plugin.ts";
import { SeedPlugin } from "./plugins/seed/seed.plugin.ts";
import { ServedCountriesPlugin } from "./plugins/served-countries/served-countries.plugin.ts";
import { TestPaymentPlugin } from "./plugins/test-payment/test-payment.plugin.ts";

const logLevel: Record<CommerceSettings["logLevel"], LogLevel> = {
  error: LogLevel.Error,
  warn: LogLevel.Warn,
  info: LogLevel.Info,
  verbose: LogLevel.Verbose,
  debug: LogLevel.Debug,
};

/** Compiled migrations (src/migrations -> dist/migrations); see docs/adr/0003. */
export const migrationsGlob = fileURLToPath(new URL("./migrations/*.js", import.meta.url));

export const shopApiPath = "shop-api";
export const adminApiPath = "admin-api";

/** Production storefront origins plus any origin on localhost (the dev servers and test browsers). */
export function storefrontOrigins(): Array<string | RegExp> {
  return [
    ...storefrontRegistry.storefronts.map((storefront) => `https://${storefront.host}`),
    /^http:\/\/([a-z0-9-]+\.)*localhost(:\d+)?$/,
    /^http:\/\/127\.0\.0\.1(:\d+)?$/,
  ];
}

function databaseOptions(settings: CommerceSettings): VendureConfig["dbConnectionOptions"] {
  const common = { synchronize: settings.synchronize, logging: false, migrations: [migrationsGlob] };
  if (settings.database.kind === "postgres") {
    return { ...common, type: "postgres", url: settings.database.url, schema: settings.database.schema };
  }
  // WAL lets the Shop API read while a checkout writes; one file stays the whole store.
  return {
    ...common,
    type: "better-sqlite3",
    database: settings.database.file,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma("journal_mode = WAL");
      db.pragma("busy_timeout = 5000");
      // WAL + NORMAL survives an application crash (not a power cut) and avoids an fsync per commit.
      db.pragma("synchronous = NORMAL");
    },
  };
}

/** The whole Vendure configuration, derived from the settings only (no other environment reads). */
export function buildVendureConfig(settings: CommerceSettings): VendureConfig {
  return {
    apiOptions: {
      port: settings.port,
      shopApiPath,
      adminApiPath,
      // The storefronts are static sites on other origins: their production hosts and, locally,
      // http://{id}.localhost:{port}. Any other site gets no CORS grant.
      cors: { origin: storefrontOrigins(), credentials: true },
      // Apollo refuses "simple" cross-site requests, so a foreign HTML form cannot log a shopper in.
      csrfPrevention: true,
    },
    authOptions: {
      tokenMethod: ["bearer", "cookie"],
      superadminCredentials: { identifier: settings.admin.username, password: settings.admin.password },
      cookieOptions: { secret: settings.cookieSecret },
    },
    dbConnectionOptions: databaseOptions(settings),
    // The seed draws the product illustrations here before Vendure's importer reads them.
    importExportOptions: { importAssetsDir: path.join(settings.dataDir, "catalog-illustrations") },
    logger: new DefaultLogger({ level: logLevel[settings.logLevel] }),
    // Payment plugins (plugins/test-payment) add their handlers.
    paymentOptions: { paymentMethodHandlers: [] },
    plugins: [
      CheckoutGuardPlugin,
      OrderQuantityPlugin,
      BundlesPlugin,
      TestPaymentPlugin,
      ServedCountriesPlugin,
      RegionalSalesTaxPlugin,
      OrderAttributionPlugin,
      SeedPlugin.init({ enabled: settings.seed }),
      jobQueuePlugin(settings.jobQueue),
      DefaultSchedulerPlugin.init(),
      DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
      AssetServerPlugin.init({
        route: "assets",
        assetUploadDir: path.join(settings.dataDir, "assets"),
        assetUrlPrefix: `${settings.publicUrl}/assets/`,
      }),
      // Order confirmations in the shopper's language, into the dev mailbox at /mailbox.
      orderEmailPlugin({
        outputPath: path.join(settings.dataDir, "mailbox"),
        storefrontUrl: "http://us.localhost:5173",
      }),
      AdminUiPlugin.init({ route: "admin", port: settings.port }),
    ],
  };
}
