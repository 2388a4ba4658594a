import { describe, expect, it } from "vitest";
import { readSearchBuildSettings } from "../app/site/build/search-build-settings.ts";

describe("readSearchBuildSettings", () => {
  it("points every endpoint at the local search service by default and requires consent", () => {
    const settings = readSearchBuildSettings({});
    expect(settings.endpoints.search).toBe("http://127.0.0.1:8100/cs/v2/search");
    expect(settings.endpoints.eventsV1).toBe("http://127.0.0.1:8100/analytics/v1/");
    expect(settings.apiKeyPrefix).toBe("hushling");
    expect(settings.consentRequired).toBe(true);
  });

  it("reads the service origin, the service's own path variables and full URLs for separate hosts", () => {
    const settings = readSearchBuildSettings({
      SEARCH_SERVICE_URL: "http://127.0.0.1:4321",
      SEARCH_PATH_SEARCH: "/find",
      SEARCH_PATH_EVENTS_V2: "https://stats.example.org/collect",
      SEARCH_API_KEY_PREFIX: "shop",
      SEARCH_CONSENT_REQUIRED: "FALSE",
    });
    expect(settings.endpoints.search).toBe("http://127.0.0.1:4321/find");
    expect(settings.endpoints.eventsV2).toBe("https://stats.example.org/collect");
    expect(settings.endpoints.config).toBe("http://127.0.0.1:4321/merchant/");
    expect(settings).toMatchObject({ apiKeyPrefix: "shop", consentRequired: false });
  });

  it("names the variable that is wrong", () => {
    expect(() => readSearchBuildSettings({ SEARCH_SERVICE_URL: "javascript:alert(1)" })).toThrow(/SEARCH_SERVICE_URL/);
    expect(() => readSearchBuildSettings({ SEARCH_PATH_SEARCH: "ftp://x.example/s" })).toThrow(/SEARCH_PATH_SEARCH/);
    expect(() => readSearchBuildSettings({ SEARCH_CONSENT_REQUIRED: "maybe" })).toThrow(
      /SEARCH_CONSENT_REQUIRED: "maybe" is not true or false/,
    );
    expect(() => readSearchBuildSettings({ SEARCH_API_KEY_PREFIX: "Bad Prefix" })).toThrow(/SEARCH_API_KEY_PREFIX/);
  });
});
