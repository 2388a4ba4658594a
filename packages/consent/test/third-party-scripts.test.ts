import { describe, expect, it } from "vitest";
import { proxiedHosts, scriptChangesForConsent, thirdPartyScriptsSchema } from "../src/index.ts";

const scripts = thirdPartyScriptsSchema.parse([
  { slot: "reviews", src: "https://widgets.reviews.example/hushling.js" },
  { slot: "photo-ugc", src: "https://cdn.photo-ugc.example/gallery.js?site=hushling", proxied: true },
  { slot: "social-ads-pixel", src: "https://pixel.social-ads.example/events.js" },
]);

describe("third-party script slots", () => {
  it("adds nothing and removes every slot before marketing consent", () => {
    expect(scriptChangesForConsent(scripts, ["necessary", "analytics"])).toEqual({
      add: [],
      remove: ["third-party-reviews", "third-party-photo-ugc", "third-party-social-ads-pixel"],
    });
  });

  it("adds every slot with marketing consent, a proxied one through the proxy with its URL encoded", () => {
    expect(scriptChangesForConsent(scripts, ["marketing"])).toEqual({
      add: [
        { id: "third-party-reviews", src: "https://widgets.reviews.example/hushling.js", async: true },
        {
          id: "third-party-photo-ugc",
          src: "/__third-party-proxy?url=https%3A%2F%2Fcdn.photo-ugc.example%2Fgallery.js%3Fsite%3Dhushling",
          async: true,
        },
        { id: "third-party-social-ads-pixel", src: "https://pixel.social-ads.example/events.js", async: true },
      ],
      remove: [],
    });
  });

  it("lists the hosts the proxy must allow", () => {
    expect(proxiedHosts(scripts)).toEqual(["cdn.photo-ugc.example"]);
  });

  it("accepts plain http only on this machine (a test's fake provider)", () => {
    expect(thirdPartyScriptsSchema.safeParse([{ slot: "reviews", src: "http://localhost:8123/r.js" }]).success).toBe(
      true,
    );
    expect(thirdPartyScriptsSchema.safeParse([{ slot: "reviews", src: "http://127.0.0.1:8123/r.js" }]).success).toBe(
      true,
    );
  });

  it.each([
    ["plain http", [{ slot: "reviews", src: "http://widgets.reviews.example/a.js" }]],
    ["plain http to a look-alike local name", [{ slot: "reviews", src: "http://localhost.example/a.js" }]],
    ["a javascript: URL", [{ slot: "reviews", src: "javascript:alert(1)" }]],
    ["credentials", [{ slot: "reviews", src: "https://user:pw@widgets.reviews.example/a.js" }]],
    ["an IP address host", [{ slot: "reviews", src: "https://127.0.0.1/a.js" }]],
    ["the necessary category", [{ slot: "reviews", src: "https://a.example/a.js", category: "necessary" }]],
    ["an unknown slot", [{ slot: "chat", src: "https://a.example/a.js" }]],
    [
      "a slot twice",
      [
        { slot: "reviews", src: "https://a.example/a.js" },
        { slot: "reviews", src: "https://b.example/b.js" },
      ],
    ],
  ])("refuses a configuration with %s", (_, input) => {
    expect(thirdPartyScriptsSchema.safeParse(input).success).toBe(false);
  });
});
