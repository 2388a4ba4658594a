/**
 * Bare Vendure for the bench's baseline: the same Vendure version, database and catalog (a copy of a
 * database our server seeded) and the same test-card payment handler, but Vendure's default plugins
 * only: none of ours (checkout guard, tax, bundles, query limits, emails, throttles). Synchronize drops
 * our custom fields' columns from the copy, as a shop without those plugins would have none.
 * Logs `commerce ready <url>` like our server, so the bench starts both the same way.
 */
import {
  bootstrap,
  DefaultJobQueuePlugin,
  DefaultLogger,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  JobQueueService,
  LogLevel,
} from "@vendure/core";
import { readCommerceSettings } from "../src/commerce-settings.ts";
import { databaseOptions } from "../src/database-options.ts";
import { testPaymentHandler } from "../src/plugins/test-payment/test-payment-handler.ts";

process.env.VENDURE_DISABLE_TELEMETRY ??= "true";
const settings = readCommerceSettings(process.env);
const app = await bootstrap({
  apiOptions: { port: settings.port, hostname: settings.host, shopApiPath: "shop-api", adminApiPath: "admin-api" },
  authOptions: {
    tokenMethod: ["bearer", "cookie"],
    superadminCredentials: { identifier: settings.admin.username, password: settings.admin.password },
    cookieOptions: { secret: settings.cookieSecret },
  },
  dbConnectionOptions: { ...databaseOptions(settings), synchronize: true, migrations: [] },
  logger: new DefaultLogger({ level: LogLevel.Warn }),
  paymentOptions: { paymentMethodHandlers: [testPaymentHandler] },
  plugins: [
    DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true }),
    DefaultSchedulerPlugin.init(),
    DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
});
await app.get(JobQueueService).start();
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
console.log(`commerce ready ${settings.localUrl}`);
