import { describe, expect, it } from "vitest";
import { checkProxyTarget, thirdPartyProxySettingsFromEnv, thirdPartyProxySettingsSchema } from "../src/index.ts";

const settings = thirdPartyProxySettingsSchema.parse({
  allowedHosts: ["widgets.reviews.example", "*.photo-ugc.example"],
  allowedPorts: [8443],
});

describe("proxy target check", () => {
  it.each([
    ["https://widgets.reviews.example/v2/widget.js?site=1", "widgets.reviews.example", 443],
    ["http://widgets.reviews.example/widget.js", "widgets.reviews.example", 80],
    ["https://WIDGETS.Reviews.Example./w.js", "widgets.reviews.example", 443],
    ["https://cdn.photo-ugc.example/gallery.js", "cdn.photo-ugc.example", 443],
    ["https://a.b.photo-ugc.example/gallery.js", "a.b.photo-ugc.example", 443],
    ["https://widgets.reviews.example:8443/w.js", "widgets.reviews.example", 8443],
  ])("accepts %s", (raw, hostname, port) => {
    expect(checkProxyTarget(raw, settings)).toMatchObject({ hostname, port });
  });

  it.each([
    ["not a URL", "/relative/path.js", 400, /not an absolute URL/],
    ["a file URL", "file:///etc/passwd", 400, /Only http and https/],
    ["a javascript URL", "javascript:alert(1)", 400, /Only http and https/],
    ["a gopher URL", "gopher://widgets.reviews.example/", 400, /Only http and https/],
    ["credentials", "https://user:secret@widgets.reviews.example/w.js", 400, /user name or password/],
    ["a user name alone", "https://user@widgets.reviews.example/w.js", 400, /user name or password/],
    ["an unlisted host", "https://evil.example/w.js", 403, /not on the third-party proxy's allow-list/],
    ["a look-alike host", "https://widgets.reviews.example.evil.example/w.js", 403, /allow-list/],
    ["the bare wildcard parent", "https://photo-ugc.example/g.js", 403, /allow-list/],
    ["a suffix without a dot", "https://evilphoto-ugc.example/g.js", 403, /allow-list/],
    ["IPv4 loopback", "http://127.0.0.1/", 403, /IP addresses/],
    ["decimal-encoded loopback", "http://2130706433/", 403, /IP addresses/],
    ["hex-encoded loopback", "http://0x7f.1/", 403, /IP addresses/],
    ["octal-encoded loopback", "http://0177.0.0.1/", 403, /IP addresses/],
    ["short loopback", "http://127.1/", 403, /IP addresses/],
    ["IPv6 loopback", "http://[::1]/", 403, /IP addresses/],
    ["IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]/", 403, /IP addresses/],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/", 403, /IP addresses/],
    ["the unspecified address", "http://0.0.0.0/", 403, /IP addresses/],
    ["a port not allowed", "https://widgets.reviews.example:22/", 403, /Port 22 is not allowed/],
    ["an over-long URL", `https://widgets.reviews.example/${"a".repeat(2100)}`, 400, /longer than 2048/],
  ])("refuses %s", (_, raw, status, message) => {
    const result = checkProxyTarget(raw, settings);
    expect(result).toMatchObject({ status });
    expect("message" in result && result.message).toMatch(message);
  });

  it("never repeats the URL as given in a refusal", () => {
    const result = checkProxyTarget("https://evil.example/<script>alert(1)</script>", settings);
    expect("message" in result && result.message).not.toContain("<script>");
  });
});

describe("proxy settings", () => {
  it("reads host patterns and ports from the environment", () => {
    expect(
      thirdPartyProxySettingsFromEnv({
        THIRD_PARTY_PROXY_HOSTS: " widgets.reviews.example, *.photo-ugc.example ",
        THIRD_PARTY_PROXY_PORTS: "8443",
      }),
    ).toMatchObject({ allowedHosts: ["widgets.reviews.example", "*.photo-ugc.example"], allowedPorts: [8443] });
  });

  it.each([
    [{ THIRD_PARTY_PROXY_HOSTS: "127.0.0.1" }, /THIRD_PARTY_PROXY_HOSTS entry 1: must be a host name/],
    [{ THIRD_PARTY_PROXY_HOSTS: "ok.example,https://x.example/" }, /THIRD_PARTY_PROXY_HOSTS entry 2/],
    [{ THIRD_PARTY_PROXY_HOSTS: "*" }, /entry 1/],
    [{ THIRD_PARTY_PROXY_PORTS: "http" }, /THIRD_PARTY_PROXY_PORTS entry 1/],
  ])("refuses %j, naming the entry", (env, message) => {
    expect(() => thirdPartyProxySettingsFromEnv(env)).toThrow(message);
  });
});
