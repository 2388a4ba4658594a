import { JobQueueService, PluginCommonModule, ScheduledTask, VendurePlugin } from "@vendure/core";

/**
 * How often buffered search-index updates are worked off. Vendure's own search index serves only the
 * Admin UI (the storefronts search with the search service), so a product's stock or name may show
 * there up to this long after it changed; the Admin UI's "pending updates" button runs them at once.
 */
export const searchIndexFlushMinutes = 1;

/**
 * Every paid order moves stock, and Vendure re-indexes each moved variant in a job of its own: for
 * fourteen channels in ten languages that job cost more than a checkout step. With the search plugin's
 * `bufferUpdates`, the updates wait in the job queue's shared buffer (database or Redis, so every API
 * process adds to one buffer) and this task turns them into one job per minute for the variants that
 * changed. It runs where scheduled tasks run: the worker, or the single process that works the jobs.
 */
export const flushSearchIndexUpdatesTask = new ScheduledTask({
  id: "flush-search-index-updates",
  description: "Works off the buffered search-index updates (stock moved by orders, catalog edits)",
  schedule: (cron) => cron.every(searchIndexFlushMinutes).minutes(),
  async execute({ injector }) {
    const jobs = await injector.get(JobQueueService).flush();
    return { jobsQueued: jobs.length };
  },
});

/** Adds the flush task; pair it with `DefaultSearchPlugin.init({ bufferUpdates: true })`. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  configuration: (config) => {
    config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), flushSearchIndexUpdatesTask];
    return config;
  },
})
export class SearchIndexBufferPlugin {}
