import type { PaidOrder } from "@hushling/catalog";
import type { OnApplicationBootstrap } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import {
  EventBus,
  type JobQueue,
  JobQueueService,
  Logger,
  OrderLine,
  OrderStateTransitionEvent,
  PluginCommonModule,
  TransactionalConnection,
  VendurePlugin,
} from "@vendure/core";
import { paidOrderReport } from "./paid-order-report.ts";
import type { SearchPurchasesSettings } from "./search-purchases-settings.ts";

const loggerContext = "SearchPurchases";
/** A search service down for most of an hour still gets every paid order: 16 tries, waits doubling to 5 min. */
const retries = 15;
const longestWaitMs = 300_000;
const requestTimeoutMs = 10_000;

/** Set by `SearchPurchasesPlugin.init` before Vendure starts the plugin. */
let settings: SearchPurchasesSettings;

/** Sends one report; anything but a 2xx throws, so the job queue tries again. */
async function send(target: { url: string; secret: string }, report: PaidOrder): Promise<void> {
  const response = await fetch(target.url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${target.secret}` },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  if (!response.ok) {
    throw new Error(`search service answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  }
}

/**
 * Reports each paid order to the search service (POST with the shared secret), the only source of
 * purchases for its bought-together and trending: a browser's claim of a purchase proves nothing. The
 * report goes through the job queue, so it survives a restart and is retried while search is down.
 */
@VendurePlugin({ imports: [PluginCommonModule], compatibility: "^3.0.0" })
export class SearchPurchasesPlugin implements OnApplicationBootstrap {
  #queue: JobQueue<PaidOrder> | undefined;

  constructor(
    private readonly eventBus: EventBus,
    private readonly jobQueues: JobQueueService,
    private readonly connection: TransactionalConnection,
  ) {}

  static init(options: SearchPurchasesSettings) {
    settings = options;
    return SearchPurchasesPlugin;
  }

  async onApplicationBootstrap(): Promise<void> {
    const target = settings;
    if (!target) return;
    this.#queue = await this.jobQueues.createQueue<PaidOrder>({
      name: "report-paid-order-to-search",
      process: async (job) => {
        try {
          await send(target, job.data);
        } catch (error) {
          // The database queue retries after a second; waiting here first spreads the tries out.
          const wait = Math.min(2 ** (job.attempts + 1) * 1000, longestWaitMs);
          Logger.warn(`order ${job.data.orderCode}: ${String(error)}; next try in ${wait / 1000} s`, loggerContext);
          await new Promise((resolve) => setTimeout(resolve, wait));
          throw error;
        }
      },
    });
    this.eventBus.ofType(OrderStateTransitionEvent).subscribe((event) => {
      if (event.toState !== "PaymentSettled") return;
      this.#report(event).catch((error: unknown) =>
        Logger.error(`order ${event.order.code} not reported to search: ${String(error)}`, loggerContext),
      );
    });
  }

  async #report(event: OrderStateTransitionEvent): Promise<void> {
    const lines = await this.connection.getRepository(event.ctx, OrderLine).find({
      where: { order: { id: event.order.id } },
      relations: { productVariant: { product: { translations: true } } },
    });
    const report = paidOrderReport(
      event.ctx.channel.code,
      event.order.code,
      lines.map((line) => line.productVariant.product),
    );
    if (report) await this.#queue?.add(report, { retries });
  }
}
