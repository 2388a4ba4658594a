import { describe, expect, it } from "vitest";
import {
  createBeforeSend,
  type DropReason,
  dropReason,
  type ErrorReportingSettings,
  errorReportingSettingsSchema,
  scriptHost,
} from "../src/index.ts";
import { errorWithStack, eventForError, ownFrame } from "./sdk-events.ts";

const settings: ErrorReportingSettings = errorReportingSettingsSchema.parse({
  dsn: "https://public@ingest.errors.example/1",
  ignoredScriptHosts: {
    reviews: ["widgets.reviews.example"],
    photoUgc: ["photo-ugc.example"],
    socialAds: ["pixel.social-ads.example"],
    searchIpv6Check: ["ipv6.search.example"],
  },
});
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function reasonFor(error: Error, userAgent = browser): DropReason | undefined {
  return dropReason(eventForError(error), { originalException: error }, settings, userAgent);
}

describe("errors that are sent", () => {
  it("sends an application error thrown in our own code", () => {
    expect(
      reasonFor(errorWithStack("Cannot read properties of undefined (reading 'variants')", [ownFrame], "TypeError")),
    ).toBeUndefined();
  });

  it("sends an error whose message merely resembles an ignored one", () => {
    expect(reasonFor(errorWithStack("Failed to fetchcart totals", [ownFrame]))).toBe("ignored-message");
    expect(
      reasonFor(errorWithStack("Minified React error #418; visit https://react.dev/errors/418", [ownFrame])),
    ).toBeUndefined();
    expect(reasonFor(errorWithStack("Minified React error #4210", [ownFrame]))).toBeUndefined();
  });
});

describe("errors that are not sent", () => {
  it.each([
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36 Lighthouse",
    "Mozilla/5.0 (compatible; Google Page Speed Insights)",
    "Mozilla/5.0 Google-PageSpeed",
  ])("drops everything while a page-speed audit bot is the visitor (%s)", (userAgent) => {
    expect(reasonFor(errorWithStack("real bug", [ownFrame]), userAgent)).toBe("audit-bot");
  });

  it("drops everything when the event's own user agent is an audit bot", () => {
    const event = eventForError(errorWithStack("real bug", [ownFrame]), {
      request: { headers: { "User-Agent": "Chrome-Lighthouse" } },
    });
    expect(dropReason(event, undefined, settings, undefined)).toBe("audit-bot");
  });

  it.each([
    ["ChunkLoadError", "Loading chunk 42 failed."],
    ["Error", "Loading CSS chunk product-page failed"],
    ["TypeError", "Failed to fetch dynamically imported module: https://us.localhost/assets/cart-1a2b.js"],
    ["TypeError", "error loading dynamically imported module"],
    ["TypeError", "Importing a module script failed."],
    ["Error", "Unable to preload CSS for /assets/cart-9f8e.css"],
  ])("drops a chunk load error (%s: %s)", (name, message) => {
    expect(reasonFor(errorWithStack(message, [ownFrame], name))).toBe("chunk-load");
  });

  it("drops errors mentioning getProductDefaults, by message or by frame", () => {
    expect(reasonFor(errorWithStack("getProductDefaults is not a function", [ownFrame], "TypeError"))).toBe(
      "get-product-defaults",
    );
    expect(
      reasonFor(errorWithStack("x is undefined", ["getProductDefaults (https://registry.example/r.js:1:1)"])),
    ).toBe("get-product-defaults");
  });

  it.each([
    "Network request failed",
    "Failed to fetch",
    "Script error.",
    "ResizeObserver loop limit exceeded",
    "Minified React error #421; visit https://react.dev/errors/421 for the full message",
    "Minified React error #422; visit https://react.dev/errors/422",
    "Minified React error #423; visit https://react.dev/errors/423",
    "Minified React error #425; visit https://react.dev/errors/425",
    "undefined is not an object (evaluating 'r.ownerDocument') webkit-masked-url://hidden/",
  ])("drops a message containing %j", (message) => {
    expect(reasonFor(errorWithStack(message, [ownFrame]))).toBe("ignored-message");
  });

  it("drops a captured message, not only exceptions", () => {
    expect(dropReason({ type: undefined, message: "Script error." }, undefined, settings, browser)).toBe(
      "ignored-message",
    );
  });

  it.each([
    "Can't find variable: __gCrWeb",
    "_avast_submit is not defined",
    "ibFindAllVideos is not defined",
    "Can't find variable: instantSearchSDKJSBridgeClearHighlight",
    "vid_mate_check is not defined",
    "zaloJSV2 is not defined",
    "undefined is not an object (evaluating 'window.webkit.messageHandlers.x')",
    "googletag.cmd is undefined",
    "adsbygoogle.push() error: No slot size",
  ])("drops browser-extension and ad-script noise (%s)", (message) => {
    expect(reasonFor(errorWithStack(message, [ownFrame], "ReferenceError"))).toBe("browser-extension");
  });

  it("drops errors thrown from an extension's script", () => {
    expect(
      reasonFor(errorWithStack("boom", ["inject (chrome-extension://abcdefghijklmnop/content.js:1:1)", ownFrame])),
    ).toBe("browser-extension");
  });

  it.each([
    ["the reviews provider", "render (https://widgets.reviews.example/v2/widget.js:1:200)"],
    ["the photo-UGC provider, on a subdomain", "gallery (https://cdn.photo-ugc.example/gallery.js:9:9)"],
    ["the social-ads pixel", "track (https://pixel.social-ads.example/events.js:3:3)"],
    [
      "a provider's script loaded through our proxy",
      "render (https://us.localhost:8080/__third-party-proxy?url=https%3A%2F%2Fwidgets.reviews.example%2Fv2%2Fwidget.js:1:1)",
    ],
  ])("drops errors whose stack passes through %s", (_, frame) => {
    expect(reasonFor(errorWithStack("t is null", [frame, ownFrame], "TypeError"))).toBe("third-party-script");
  });

  it("does not take a look-alike host for a provider's", () => {
    expect(
      reasonFor(errorWithStack("t is null", ["x (https://evilwidgets.reviews.example.attacker.test/a.js:1:1)"])),
    ).toBeUndefined();
  });

  it("drops the search provider's IPv6 check failing, by frame or by message", () => {
    expect(reasonFor(errorWithStack("timeout", ["check (https://ipv6.search.example/ip.js:1:1)"]))).toBe(
      "search-ipv6-check",
    );
    expect(reasonFor(errorWithStack("POST https://ipv6.search.example/ip failed with status 0", [ownFrame]))).toBe(
      "search-ipv6-check",
    );
  });
});

describe("beforeSend", () => {
  it("returns null for a dropped event and a scrubbed event otherwise", () => {
    const beforeSend = createBeforeSend(settings, browser);
    const dropped = errorWithStack("Failed to fetch", [ownFrame], "TypeError");
    expect(beforeSend(eventForError(dropped), { originalException: dropped })).toBeNull();

    const kept = errorWithStack("Order for jane.doe@example.com failed", [ownFrame]);
    const sent = beforeSend(
      eventForError(kept, { user: { ip_address: "203.0.113.9", email: "jane.doe@example.com" } }),
      {
        originalException: kept,
      },
    );
    expect(sent?.user).toBeUndefined();
    expect(sent?.exception?.values?.[0]?.value).toBe("Order for [email] failed");
  });
});

describe("script hosts", () => {
  it("reads the host of a frame's file, looking through the third-party proxy", () => {
    expect(scriptHost("https://Widgets.Reviews.example/a.js")).toBe("widgets.reviews.example");
    expect(
      scriptHost("http://us.localhost:8080/__third-party-proxy?url=https%3A%2F%2Fpixel.social-ads.example%2Fe.js"),
    ).toBe("pixel.social-ads.example");
    expect(scriptHost("app:///assets/a.js")).toBeUndefined();
    expect(scriptHost("<anonymous>")).toBeUndefined();
  });
});
