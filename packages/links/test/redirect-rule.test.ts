import { createStorefrontRegistry } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { createRedirectRuleSchema, redirectRuleSchema } from "../src/index.ts";

const valid = {
  fromPath: "/redirects/baby-crib/",
  toPath: "https://se.hushling.example/produkter/cribs/baby-crib/?utm_source=qr-code",
  isPermanent: true,
  ignoreCase: true,
  redirectInBrowser: true,
  conditions: { country: "se" },
} as const;

function problems(candidate: unknown): string[] {
  const result = redirectRuleSchema.safeParse(candidate);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("redirectRuleSchema", () => {
  it("accepts a country rule and a default rule", () => {
    expect(problems(valid)).toEqual([]);
    const { conditions: _, ...defaultRule } = valid;
    expect(problems(defaultRule)).toEqual([]);
  });

  it.each([
    ["/baby-crib/", "must start with /redirects/"],
    ["/redirects/baby-crib", "must end with /"],
    ["/redirects/Baby-Crib/", "lowercase slug"],
    ["/redirects/baby crib/", "lowercase slug"],
    ["/redirects//", "lowercase slug"],
    ["/redirects/a/b/", "lowercase slug"],
  ])("rejects the fromPath %s", (fromPath, message) => {
    expect(problems({ ...valid, fromPath }).join()).toContain(message);
  });

  it.each([
    ["http://se.hushling.example/x/", "must use https"],
    ["/produkter/cribs/baby-crib/", "must be an absolute URL"],
    ["https://evil.example/x/", "not a storefront host"],
    ["https://se.hushling.example.evil.example/x/", "not a storefront host"],
    ["https://user@se.hushling.example/x/", "credentials"],
    ["https://se.hushling.example:8443/x/", "port"],
    ["https://se.hushling.example/x/#top", "fragment"],
    ["https://se.hushling.example/x/\r\nSet-Cookie: a=b", "control characters"],
    ["https://se.hushling.example\\@evil.example/", "backslashes"],
    ["https://SE.hushling.example/x/", "normal form"],
  ])("rejects the toPath %s", (toPath, message) => {
    expect(problems({ ...valid, toPath }).join()).toContain(message);
  });

  it("takes storefront hosts from configuration", () => {
    const registry = createStorefrontRegistry({ se: "shop.hushling-sverige.example" });
    const schema = createRedirectRuleSchema(registry);
    expect(schema.safeParse({ ...valid, toPath: "https://shop.hushling-sverige.example/p/" }).success).toBe(true);
    expect(schema.safeParse(valid).success).toBe(false);
  });

  it.each([["SE"], ["zz"], ["swe"], [""]])("rejects the country condition %j", (country) => {
    expect(problems({ ...valid, conditions: { country } }).join()).toMatch(/conditions\.country/);
  });

  it("insists on permanent, case-insensitive, in-browser rules and no unknown fields", () => {
    expect(problems({ ...valid, isPermanent: false }).join()).toContain("isPermanent");
    expect(problems({ ...valid, ignoreCase: false }).join()).toContain("ignoreCase");
    expect(problems({ ...valid, redirectInBrowser: false }).join()).toContain("redirectInBrowser");
    expect(problems({ ...valid, forwardQuery: true }).join()).toContain("forwardQuery");
    expect(problems({ ...valid, conditions: { country: "se", language: "sv" } }).join()).toContain("language");
  });
});
