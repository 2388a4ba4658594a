import { describe, expect, it } from "vitest";
import { apiKeyOf } from "../src/api-keys.ts";

describe("apiKeyOf", () => {
  it("names the index of the storefront language in lower case", () => {
    expect(apiKeyOf("hushling", "hk", "zh-Hant")).toBe("hushling-hk-zh-hant");
  });
});
