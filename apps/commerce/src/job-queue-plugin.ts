import { DefaultJobQueuePlugin } from "@vendure/core";
import { BullMQJobQueuePlugin } from "@vendure/job-queue-plugin/package/bullmq/index.js";
import type { CommerceSettings } from "./commerce-settings.ts";
import { redisConnectionOptions } from "./redis-connection.ts";

/**
 * Where jobs (search index, emails) wait. Without Redis: Vendure's database queue, kept in the database
 * so a job queued just before a restart still runs. With Redis: BullMQ, which any number of worker
 * processes share (docs/adr/0003); the prefix keeps shops or test runs on one Redis apart.
 */
export function jobQueuePlugin(jobQueue: CommerceSettings["jobQueue"]) {
  if (jobQueue.kind === "database") return DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true });
  return BullMQJobQueuePlugin.init({
    connection: redisConnectionOptions(jobQueue.url),
    queueOptions: { prefix: jobQueue.prefix },
    workerOptions: { prefix: jobQueue.prefix },
  });
}
