export * from "./audit-bot.ts";
export * from "./error-reporting-settings.ts";
export * from "./event-filter.ts";
export * from "./personal-data.ts";
export * from "./sentry-options.ts";
