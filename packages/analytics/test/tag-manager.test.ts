import { describe, expect, it } from "vitest";
import { tagManagerScript, tagManagerSettingsSchema } from "../src/index.ts";

const scriptUrl = "https://tags.example/container.js";

describe("tag manager container script", () => {
  it("loads nothing when no container id is configured", () => {
    expect(tagManagerScript(tagManagerSettingsSchema.parse({ scriptUrl }))).toBeUndefined();
  });

  it("adds the container id to the provider's script address", () => {
    expect(tagManagerScript(tagManagerSettingsSchema.parse({ scriptUrl, containerId: "GTM-AB12CD3" }))).toEqual({
      id: "tag-manager",
      src: "https://tags.example/container.js?id=GTM-AB12CD3",
      async: true,
    });
  });

  it("takes a plain-http container only from this machine (a test's fake container)", () => {
    const local = { scriptUrl: "http://127.0.0.1:8123/gtm.js", containerId: "GTM-AB12CD3" };
    expect(tagManagerScript(tagManagerSettingsSchema.parse(local))?.src).toBe(
      "http://127.0.0.1:8123/gtm.js?id=GTM-AB12CD3",
    );
  });

  it.each([
    ["a container id that is not one", { scriptUrl, containerId: "GTM-<script>" }],
    ["a lower-case id", { scriptUrl, containerId: "gtm-ab12cd3" }],
    ["a plain-http script address", { scriptUrl: "http://tags.example/container.js", containerId: "GTM-AB12CD3" }],
    ["a plain-http look-alike", { scriptUrl: "http://localhost.example/gtm.js", containerId: "GTM-AB12CD3" }],
  ])("refuses %s", (_, input) => {
    expect(tagManagerSettingsSchema.safeParse(input).success).toBe(false);
  });
});
