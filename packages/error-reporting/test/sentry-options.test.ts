import * as Sentry from "@sentry/react";
import { describe, expect, it } from "vitest";
import {
  buildSentryOptions,
  ErrorReportingSettingsError,
  errorReportingDecision,
  errorReportingSettingsFromEnv,
  errorReportingSettingsSchema,
} from "../src/index.ts";

function integrationNames(options: Sentry.BrowserOptions | undefined): string[] {
  return ((options?.integrations ?? []) as { name: string }[]).map((integration) => integration.name);
}

const dsn = "https://public@ingest.errors.example/1";
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Records the options each factory was given, and returns the SDK's real integration. */
function recordingFactories() {
  const given: Record<string, unknown> = {};
  return {
    given,
    integrations: {
      browserTracingIntegration: (options: Parameters<typeof Sentry.browserTracingIntegration>[0] & object) => {
        given.tracing = options;
        return Sentry.browserTracingIntegration(options);
      },
      replayIntegration: (options: Parameters<typeof Sentry.replayIntegration>[0] & object) => {
        given.replay = options;
        return Sentry.replayIntegration(options);
      },
    },
  };
}

describe("settings from the environment", () => {
  it("is off with no DSN and uses the documented defaults", () => {
    const settings = errorReportingSettingsFromEnv({});
    expect(settings).toEqual({
      environment: "production",
      preview: false,
      forceEnable: false,
      sampleRate: 0.1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
      ignoredScriptHosts: { reviews: [], photoUgc: [], socialAds: [], searchIpv6Check: [] },
    });
    expect(errorReportingDecision(settings, browser)).toEqual({ enabled: false, reason: "no-dsn" });
  });

  it("reads every variable, treating empty ones as unset", () => {
    const settings = errorReportingSettingsFromEnv({
      SENTRY_DSN: dsn,
      SENTRY_ENVIRONMENT: "staging",
      SENTRY_RELEASE: "",
      PREVIEW_BUILD: "true",
      SENTRY_FORCE_ENABLE: "1",
      SENTRY_SAMPLE_RATE: "1",
      SENTRY_REPLAYS_SESSION_SAMPLE_RATE: "0.05",
      SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: "1",
    });
    expect(settings).toMatchObject({
      dsn,
      environment: "staging",
      preview: true,
      forceEnable: true,
      sampleRate: 1,
      replaysSessionSampleRate: 0.05,
      replaysOnErrorSampleRate: 1,
    });
    expect(settings.release).toBeUndefined();
  });

  it.each([
    [{ SENTRY_DSN: "not a url" }, /SENTRY_DSN/],
    [{ SENTRY_REPLAYS_SESSION_SAMPLE_RATE: "2" }, /SENTRY_REPLAYS_SESSION_SAMPLE_RATE: must be between 0 and 1/],
    [{ SENTRY_SAMPLE_RATE: "lots" }, /SENTRY_SAMPLE_RATE/],
    [{ PREVIEW_BUILD: "maybe" }, /PREVIEW_BUILD="maybe" must be one of/],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => errorReportingSettingsFromEnv(env)).toThrow(ErrorReportingSettingsError);
    expect(() => errorReportingSettingsFromEnv(env)).toThrow(message);
  });

  it("refuses a script host list entry that is a URL rather than a host", () => {
    expect(() => errorReportingSettingsFromEnv({}, { reviews: ["https://widgets.reviews.example/"] })).toThrow(
      /ignoredScriptHosts\.reviews\.0: must be a bare host name/,
    );
  });
});

describe("when error reporting is on", () => {
  it("is off in a preview build unless forced", () => {
    const preview = errorReportingSettingsSchema.parse({ dsn, preview: true });
    expect(errorReportingDecision(preview, browser)).toEqual({ enabled: false, reason: "preview-build" });
    expect(buildSentryOptions(preview, { userAgent: browser, ...recordingFactories() })).toBeUndefined();
    expect(errorReportingDecision({ ...preview, forceEnable: true }, browser)).toEqual({ enabled: true });
  });

  it("is off for a page-speed audit bot", () => {
    const settings = errorReportingSettingsSchema.parse({ dsn });
    expect(errorReportingDecision(settings, "Mozilla/5.0 Chrome-Lighthouse")).toEqual({
      enabled: false,
      reason: "audit-bot",
    });
  });
});

describe("Sentry init options", () => {
  it("samples 10% of errors and traces, with the tracing timeouts and no replay by default", () => {
    const factories = recordingFactories();
    const options = buildSentryOptions(errorReportingSettingsSchema.parse({ dsn, release: "web@1.2.3" }), {
      userAgent: browser,
      ...factories,
    });
    expect(options).toMatchObject({
      dsn,
      environment: "production",
      release: "web@1.2.3",
      sampleRate: 0.1,
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [] },
    });
    expect(factories.given.tracing).toEqual({ idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 });
    expect(factories.given.replay).toBeUndefined();
    expect(integrationNames(options)).toEqual(["BrowserTracing"]);
  });

  it("adds replay with inputs masked, text and media shown, and the mask class and attribute honoured", () => {
    const factories = recordingFactories();
    const options = buildSentryOptions(errorReportingSettingsSchema.parse({ dsn, replaysOnErrorSampleRate: 1 }), {
      userAgent: browser,
      ...factories,
    });
    expect(factories.given.replay).toEqual({
      maskAllInputs: true,
      maskAllText: false,
      blockAllMedia: false,
      mask: [".sentry-mask", "[data-sentry-mask]"],
    });
    expect(integrationNames(options)).toEqual(["BrowserTracing", "Replay"]);
  });

  it("takes the SDK module itself as the integration factories", () => {
    const options = buildSentryOptions(errorReportingSettingsSchema.parse({ dsn, replaysSessionSampleRate: 0.01 }), {
      userAgent: browser,
      integrations: Sentry,
    });
    expect(integrationNames(options)).toEqual(["BrowserTracing", "Replay"]);
  });

  it("scrubs breadcrumbs and filters events through beforeSend", () => {
    const options = buildSentryOptions(errorReportingSettingsSchema.parse({ dsn }), {
      userAgent: browser,
      ...recordingFactories(),
    });
    expect(
      options?.beforeBreadcrumb?.({ category: "fetch", data: { url: "/a?email=x@example.com" } }, undefined),
    ).toEqual({
      category: "fetch",
      data: { url: "/a?email=[filtered]" },
    });
    expect(options?.beforeSend?.({ type: undefined, message: "Script error." }, {})).toBeNull();
  });
});
