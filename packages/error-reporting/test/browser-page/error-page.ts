// The storefront's error-reporting wiring as its README describes it, bundled into one page for the browser test.
import * as Sentry from "@sentry/react";
import { buildSentryOptions, errorReportingSettingsSchema } from "../../src/index.ts";

const settingsElement = document.getElementById("error-reporting-settings");
const settings = errorReportingSettingsSchema.parse(JSON.parse(settingsElement?.textContent ?? "{}"));
const options = buildSentryOptions(settings, { userAgent: navigator.userAgent, integrations: Sentry });
if (options) Sentry.init(options);
(window as unknown as { errorReportingOn: boolean }).errorReportingOn = options !== undefined;
