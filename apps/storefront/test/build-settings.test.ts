import { describe, expect, it } from "vitest";
import { buildDirectoriesFor } from "../app/site/build/build-directories.ts";
import { readBuildSettings } from "../app/site/build/build-settings.ts";
import { siteSettingsOf, thirdPartySettingsOf } from "../app/site/build/site-settings.ts";

const app = "/repo/apps/storefront";

describe("readBuildSettings", () => {
  it("builds the us storefront from the repository's export and content by default", () => {
    const settings = readBuildSettings({}, app);
    expect(settings.storefront).toBe("us");
    expect(settings.languages).toEqual(["en"]);
    expect(settings.exportDirectory).toBe("/repo/data/export");
    expect(settings.contentDirectory).toBe("/repo/content");
    expect(settings.hosts.eu).toBe("eu.hushling.example");
    expect(settings.buildHash).toMatch(/^[0-9a-f]{12}$/);
  });

  it("gives every config file of one build the same hash", () => {
    expect(readBuildSettings({ STOREFRONT: "ca" }, app).buildHash).toBe(
      readBuildSettings({ STOREFRONT: "ca" }, app).buildHash,
    );
  });

  it("takes the storefront, hosts, hash and folders from the environment", () => {
    const settings = readBuildSettings(
      {
        STOREFRONT: " EU ",
        STOREFRONT_HOSTS: "eu=shop.example.org",
        BUILD_HASH: "Abc123def",
        COMMERCE_EXPORT_DIR: "/data/export",
        CONTENT_DIR: "content-copy",
        SHOP_API_URL: "https://commerce.example.org/shop-api",
      },
      app,
    );
    expect(settings).toMatchObject({
      storefront: "eu",
      languages: ["en", "de", "fr", "nl"],
      buildHash: "abc123def",
      exportDirectory: "/data/export",
      contentDirectory: "/repo/apps/storefront/content-copy",
      shopApiUrl: "https://commerce.example.org/shop-api",
    });
    expect(settings.hosts.eu).toBe("shop.example.org");
  });

  it("names the valid ids when STOREFRONT is wrong", () => {
    expect(() => readBuildSettings({ STOREFRONT: "xx" }, app)).toThrow(
      /STOREFRONT="xx" is not a storefront; use one of: us, ca/,
    );
  });

  it("refuses a malformed host list and a malformed build hash, naming the variable", () => {
    expect(() => readBuildSettings({ STOREFRONT_HOSTS: "eu" }, app)).toThrow(/STOREFRONT_HOSTS: "eu" is not id=host/);
    expect(() => readBuildSettings({ STOREFRONT_HOSTS: "zz=a.example" }, app)).toThrow(
      /STOREFRONT_HOSTS: .*unknown storefront "zz"/,
    );
    expect(() => readBuildSettings({ BUILD_HASH: "../x" }, app)).toThrow(
      /BUILD_HASH: 6 to 40 lowercase letters or digits/,
    );
    expect(() => readBuildSettings({ SHOP_API_URL: "javascript:alert(1)" }, app)).toThrow(
      /SHOP_API_URL: an http\(s\) address/,
    );
  });
});

describe("tag manager, third-party scripts and error reporting", () => {
  it("configure nothing by default: no container, no scripts, no error reporting", () => {
    const thirdParty = thirdPartySettingsOf(readBuildSettings({}, app));
    expect(thirdParty.tagManagerScript).toBeNull();
    expect(thirdParty.scripts).toEqual([]);
    expect(thirdParty.errorReporting.dsn).toBeUndefined();
  });

  it("take the container, the script slots and the DSN from the environment", () => {
    const thirdParty = thirdPartySettingsOf(
      readBuildSettings(
        {
          TAG_MANAGER_CONTAINER_ID: "GTM-AB12CD3",
          REVIEWS_SCRIPT_URL: "https://widgets.reviews.example/widget.js",
          SOCIAL_ADS_PIXEL_SCRIPT_URL: "https://pixel.social-ads.example/events.js",
          THIRD_PARTY_PROXIED: "social-ads-pixel",
          SENTRY_DSN: "https://public@ingest.example/1",
          SENTRY_SAMPLE_RATE: "1",
        },
        app,
      ),
    );
    expect(thirdParty.tagManagerScript?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(thirdParty.scripts).toEqual([
      { slot: "reviews", src: "https://widgets.reviews.example/widget.js", category: "marketing", proxied: false },
      {
        slot: "social-ads-pixel",
        src: "https://pixel.social-ads.example/events.js",
        category: "marketing",
        proxied: true,
      },
    ]);
    expect(thirdParty.errorReporting).toMatchObject({ dsn: "https://public@ingest.example/1", sampleRate: 1 });
    // Errors thrown inside the providers' scripts are not ours to report.
    expect(thirdParty.errorReporting.ignoredScriptHosts).toMatchObject({
      reviews: ["widgets.reviews.example"],
      socialAds: ["pixel.social-ads.example"],
    });
  });

  it("refuse a bad value, naming the variable", () => {
    expect(() => readBuildSettings({ TAG_MANAGER_CONTAINER_ID: "UA-1" }, app)).toThrow(/TAG_MANAGER_CONTAINER_ID: /);
    expect(() => readBuildSettings({ REVIEWS_SCRIPT_URL: "http://reviews.example/w.js" }, app)).toThrow(
      /REVIEWS_SCRIPT_URL: must be https/,
    );
    expect(() => readBuildSettings({ THIRD_PARTY_PROXIED: "chat" }, app)).toThrow(/THIRD_PARTY_PROXIED: "chat"/);
    expect(() => readBuildSettings({ SENTRY_SAMPLE_RATE: "2" }, app)).toThrow(/SENTRY_SAMPLE_RATE: /);
  });
});

describe("siteSettingsOf", () => {
  it("gives the browser the store's countries in upper case and every storefront's home", () => {
    const site = siteSettingsOf(readBuildSettings({ STOREFRONT: "hk", BUILD_HASH: "feedbeef" }, app));
    expect(site.store.countries).toEqual([{ code: "HK" }, { code: "TW" }, { code: "CN" }]);
    expect(site.languages.map((language) => language.prefix)).toEqual(["", "/en"]);
    expect(site.siteUrl).toBe("https://hk.hushling.example");
    expect(site.knownCountries).toEqual(["HK", "TW", "CN"]);
    expect(site.buildHash).toBe("feedbeef");
  });
});

describe("buildDirectoriesFor", () => {
  it("builds in build/<id> by default", () => {
    expect(buildDirectoriesFor("eu", {}, app)).toEqual({ build: "build/eu", cache: `${app}/build/.cache` });
  });

  it("keeps the cache every storefront's build shares in BUILD_CACHE_DIR", () => {
    expect(buildDirectoriesFor("eu", { BUILD_CACHE_DIR: "/tmp/bench/cache" }, app).cache).toBe("/tmp/bench/cache");
  });

  it("builds straight into STOREFRONT_OUT_DIR inside the repository", () => {
    expect(buildDirectoriesFor("us", { STOREFRONT_OUT_DIR: "/repo/test-results/build/us" }, app)).toEqual({
      build: "/repo/test-results/build/us",
      cache: `${app}/build/.cache`,
    });
  });

  it("stages a build for a folder outside the repository and publishes it there", () => {
    const directories = buildDirectoriesFor("us", { STOREFRONT_OUT_DIR: "/tmp/e2e/build/us" }, app);
    expect(directories.publish).toBe("/tmp/e2e/build/us");
    expect(directories.build).toMatch(/^build\/\.staging\/us-\d+$/);
  });
});
