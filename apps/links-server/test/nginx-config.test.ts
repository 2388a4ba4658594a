import type { RedirectRule } from "@hushling/links";
import { describe, expect, it } from "vitest";
import { linksSettings, nginxLinksConfig } from "../src/index.ts";

const rule = (fromPath: string, toPath: string, country?: string): RedirectRule => ({
  fromPath,
  toPath,
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  ...(country ? { conditions: { country } } : {}),
});

const table = [
  rule("/redirects/crib/", "https://de.hushling.example/products/cribs/crib/?utm_source=x", "de"),
  rule("/redirects/crib/", "https://de.hushling.example/products/cribs/other/", "de"),
  rule("/redirects/crib/", "https://www.hushling.example/products/cribs/crib/"),
];

describe("the nginx export", () => {
  const config = nginxLinksConfig(table, linksSettings({ trustedCountryHeaders: ["cf-ipcountry"] }), {
    listen: "8091",
  });

  it("maps both spellings of a link path, with and without the trailing slash", () => {
    expect(config).toContain('"/redirects/crib/" 1;');
    expect(config).toContain('"/redirects/crib" 1;');
  });

  it("keeps the first rule of a country, as the index does", () => {
    expect(config).toContain('"1:de" "https://de.hushling.example/products/cribs/crib/?utm_source=x";');
    expect(config).not.toContain("cribs/other/");
  });

  it("reads only the trusted country headers, in order, before Accept-Language", () => {
    expect(config).toContain("map $http_cf_ipcountry $links_edge_country_1");
    expect(config).not.toContain("cloudfront");
    expect(config).toContain(
      'map "$links_query_country:$links_cookie_country:$links_edge_country_1:$links_language_country"',
    );
  });

  it("leaves Accept-Language out when it is turned off", () => {
    const without = nginxLinksConfig(table, linksSettings({ useAcceptLanguageRegion: false }), { listen: "8091" });
    expect(without).not.toContain("accept_language");
    expect(without).toContain('"~^[0-9]" "Cookie";');
  });

  it("answers links with 301 and the configured private max-age", () => {
    const config = nginxLinksConfig(table, linksSettings({ maxAgeSeconds: 42 }), { listen: "127.0.0.1:9" });
    expect(config).toContain("listen 127.0.0.1:9;");
    expect(config).toContain('"private, max-age=42"');
    expect(config).toContain("return 301 $links_country_target;");
  });

  it("refuses a target outside the storefront hosts", () => {
    expect(() =>
      nginxLinksConfig([rule("/redirects/crib/", "https://evil.example/")], linksSettings(), { listen: "8091" }),
    ).toThrow("evil.example is not a storefront host");
  });

  it("refuses values that nginx would read as variables or that would end the string", () => {
    const settings = linksSettings();
    expect(() =>
      nginxLinksConfig([rule("/redirects/crib/", "https://www.hushling.example/$host")], settings, { listen: "8091" }),
    ).toThrow("cannot be written into nginx config");
    expect(() =>
      nginxLinksConfig([rule('/redirects/cr"ib/', "https://www.hushling.example/")], settings, { listen: "8091" }),
    ).toThrow("cannot be written into nginx config");
    expect(() => nginxLinksConfig(table, settings, { listen: "8091; include /etc/passwd" })).toThrow("listen");
  });
});
