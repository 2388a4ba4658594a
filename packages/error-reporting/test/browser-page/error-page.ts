// The storefront's error-reporting wiring as its README describes it, bundled into one page for the browser test.
import { browserTracingIntegration, init, replayIntegration } from "@sentry/react";
import { buildSentryOptions, errorReportingSettingsSchema } from "../../src/index.ts";

const settingsElement = document.getElementById("error-reporting-settings");
const settings = errorReportingSettingsSchema.parse(JSON.parse(settingsElement?.textContent ?? "{}"));
// Named imports, not the namespace: the bundler can then leave out what is not used.
const options = buildSentryOptions(settings, {
  userAgent: navigator.userAgent,
  integrations: { browserTracingIntegration, replayIntegration },
});
if (options) init(options);
(window as unknown as { errorReportingOn: boolean }).errorReportingOn = options !== undefined;
