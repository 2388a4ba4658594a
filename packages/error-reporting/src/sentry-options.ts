import type { BrowserOptions, browserTracingIntegration, replayIntegration } from "@sentry/react";
import { isPageSpeedAuditBot } from "./audit-bot.ts";
import type { ErrorReportingSettings } from "./error-reporting-settings.ts";
import { createBeforeSend } from "./event-filter.ts";
import { scrubBreadcrumb } from "./personal-data.ts";

/** Mark an element with this class or attribute to keep its text out of session replays. */
export const replayMaskClass = "sentry-mask";
export const replayMaskAttribute = "data-sentry-mask";

export const tracingTimeouts = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 } as const;

export type ReplayPrivacyOptions = {
  maskAllInputs: true;
  maskAllText: false;
  blockAllMedia: false;
  mask: string[];
};

export const replayPrivacyOptions: ReplayPrivacyOptions = {
  maskAllInputs: true,
  maskAllText: false,
  blockAllMedia: false,
  mask: [`.${replayMaskClass}`, `[${replayMaskAttribute}]`],
};

/**
 * The SDK's integration factories, passed in so the storefront can import the SDK lazily (and use the
 * React Router flavour of tracing) while this stays testable.
 */
export type SentryIntegrationFactories = {
  browserTracingIntegration: (options: typeof tracingTimeouts) => ReturnType<typeof browserTracingIntegration>;
  replayIntegration: (options: ReplayPrivacyOptions) => ReturnType<typeof replayIntegration>;
};

export type ErrorReportingDecision =
  | { enabled: true }
  | { enabled: false; reason: "no-dsn" | "preview-build" | "audit-bot" };

/** Off without a DSN, in a preview build unless forced, and for page-speed audit bots. */
export function errorReportingDecision(
  settings: ErrorReportingSettings,
  userAgent: string | undefined,
): ErrorReportingDecision {
  if (!settings.dsn) return { enabled: false, reason: "no-dsn" };
  if (settings.preview && !settings.forceEnable) return { enabled: false, reason: "preview-build" };
  if (isPageSpeedAuditBot(userAgent)) return { enabled: false, reason: "audit-bot" };
  return { enabled: true };
}

/**
 * The options for `Sentry.init`, or undefined when error reporting is off (then the SDK need not even be
 * loaded). The replay integration is only added when a replay rate is above zero.
 */
export function buildSentryOptions(
  settings: ErrorReportingSettings,
  context: { userAgent: string | undefined; integrations: SentryIntegrationFactories },
): BrowserOptions | undefined {
  if (!errorReportingDecision(settings, context.userAgent).enabled) return undefined;
  const replay = settings.replaysSessionSampleRate > 0 || settings.replaysOnErrorSampleRate > 0;
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    sampleRate: settings.sampleRate,
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    // No user record (and so no IP address), no cookies, no bodies; beforeSend is the second net.
    dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    integrations: [
      context.integrations.browserTracingIntegration(tracingTimeouts),
      ...(replay ? [context.integrations.replayIntegration(replayPrivacyOptions)] : []),
    ],
    beforeSend: createBeforeSend(settings, context.userAgent),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  };
}
