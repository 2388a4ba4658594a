import { describe, expect, it } from "vitest";
import {
  hostContentSecurityPolicy,
  hostPolicySettings,
  pageContentSecurityPolicy,
  runnableInlineScripts,
  withPolicyMeta,
} from "../src/index.ts";
import { pagePolicyFor, scriptHashSource, withPageContentSecurityPolicy } from "../src/node/index.ts";

const settings = hostPolicySettings({
  shopApiOrigin: "https://shop.hushling.example/",
  searchOrigins: ["https://search.hushling.example"],
});

describe("the host's Content-Security-Policy header", () => {
  it("allows the same origin, the Shop API (calls and cart pictures) and search, the video players, and nothing else", () => {
    expect(hostContentSecurityPolicy(settings)).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self'; img-src 'self' https://shop.hushling.example; font-src 'self'; " +
        "connect-src 'self' https://shop.hushling.example https://search.hushling.example; " +
        "frame-src https://www.youtube-nocookie.com https://player.vimeo.com; manifest-src 'self'; worker-src 'self'; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("takes origins as configured, lists each once, and frames nothing when there are no video players", () => {
    const local = hostPolicySettings({
      shopApiOrigin: "http://localhost:3000",
      connectOrigins: ["http://localhost:3000", "https://consent.example"],
      videoPlayerOrigins: [],
    });
    const policy = hostContentSecurityPolicy(local);
    expect(policy).toContain("connect-src 'self' http://localhost:3000 https://consent.example;");
    expect(policy).toContain("frame-src 'none';");
  });

  it("lets the scripts the consent tool adds load from their configured origins", () => {
    const policy = hostContentSecurityPolicy(
      hostPolicySettings({
        shopApiOrigin: "https://shop.example",
        scriptOrigins: ["https://www.googletagmanager.com", "https://widgets.reviews.example"],
      }),
    );
    expect(policy).toContain(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://widgets.reviews.example;",
    );
  });

  it.each([
    ["not a URL", "shop.example"],
    ["plain http off this machine", "http://shop.example"],
    ["a path", "https://shop.example/shop-api"],
    ["credentials", "https://user:pw@shop.example"],
    ["a query", "https://shop.example/?x=1"],
    ["a source keyword", "'unsafe-eval'"],
  ])("refuses an origin with %s", (_, origin) => {
    expect(() => hostPolicySettings({ shopApiOrigin: origin })).toThrow(origin);
  });
});

describe("a page's Content-Security-Policy meta element", () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>x</title>',
    "<script>window.a=1</script>",
    '<script type="module">import "/assets/x.js"</script>',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    '<script src="/assets/y.js"></script>',
    "<script TYPE='text/javascript'>b()\r\n</script>",
    '<script type="speculationrules-not-a-type">c()</script>',
    "</head><body></body></html>",
  ].join("");

  it("hashes every inline script a browser runs, as it reads them, and no data block or external script", () => {
    expect(runnableInlineScripts(page)).toEqual(["window.a=1", 'import "/assets/x.js"', "b()\n"]);
    // As `printf 'window.a=1' | openssl dgst -sha256 -binary | base64` gives it.
    expect(scriptHashSource("window.a=1")).toBe("sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=");
  });

  it("runs only the hashed inline scripts, and what they create, never plugins or another base URL", () => {
    expect(pageContentSecurityPolicy(["sha256-a", "sha256-b", "sha256-a"])).toBe(
      "script-src 'self' 'strict-dynamic' 'sha256-a' 'sha256-b'; object-src 'none'; base-uri 'none'",
    );
    expect(pagePolicyFor(page)).toContain(`'${scriptHashSource("window.a=1")}'`);
  });

  it("goes first in <head> (after <meta charset>), before any script, exactly once", () => {
    const finished = withPageContentSecurityPolicy(page);
    expect(
      finished.startsWith(
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src ',
      ),
    ).toBe(true);
    expect(() => withPageContentSecurityPolicy(finished)).toThrow("already");
    expect(() => withPolicyMeta("<p>no head</p>", "x")).toThrow("no <head>");
  });
});
