import { buildSentryOptions, errorReportingDecision } from "@hushling/error-reporting/sentry-options";
import { thirdPartySettings } from "../build/compiled-third-party-settings.ts";

/**
 * Starts error reporting when the settings and the visitor allow it (a DSN, not a preview build unless
 * forced, not an audit bot); loaded when the browser is idle, so the SDK never weighs on the first load.
 * The errors recorded before it loaded are sent first.
 */
export async function startErrorReporting(): Promise<void> {
  const settings = thirdPartySettings.errorReporting;
  const early = window.__hushlingErrors;
  if (!errorReportingDecision(settings, navigator.userAgent).enabled) {
    window.__hushlingErrors = undefined;
    return;
  }
  const { init, captureException, browserTracingIntegration, replayIntegration } = await import("@sentry/react");
  const options = buildSentryOptions(settings, {
    userAgent: navigator.userAgent,
    integrations: { browserTracingIntegration, replayIntegration },
  });
  if (!options) return;
  init(options);
  window.__hushlingErrors = { push: (error: unknown) => captureException(error) };
  if (Array.isArray(early)) for (const error of early) captureException(error);
}
