import { readFileSync } from "node:fs";
import path from "node:path";
import { languageCodes } from "@hushling/storefronts";
import { describe, expect, it } from "vitest";
import { navigationSchema, resolveNavigation } from "../app/content/navigation-schema.ts";

const navigation = navigationSchema.parse({
  notice: "Free delivery",
  menu: [
    { label: "Carriers", children: [{ label: "All carriers", target: "category:baby-carriers" }] },
    { label: "Kitchen", children: [{ label: "Kitchen", target: "category:kitchen" }] },
    { label: "Gifts", target: "page:gift-guide" },
  ],
  footer: [
    { heading: "About", links: [{ label: "Terms", target: "page:user-generated-content-terms" }] },
    { heading: "Guides", links: [{ label: "Gift guide", target: "page:gift-guide" }] },
  ],
});

const paths: Record<string, string> = {
  "category:baby-carriers": "/products/baby-carriers/",
  "page:gift-guide": "/pages/gift-guide/",
};

describe("resolveNavigation", () => {
  const resolved = resolveNavigation(navigation, (key) => paths[key]);

  it("turns targets into the storefront's paths", () => {
    expect(resolved.menu[0]).toEqual({
      label: "Carriers",
      href: null,
      children: [{ label: "All carriers", href: "/products/baby-carriers/" }],
    });
  });

  it("drops links to pages the storefront does not build, and menus left empty", () => {
    expect(resolved.menu.map((item) => item.label)).toEqual(["Carriers", "Gifts"]);
    expect(resolved.footer.map((group) => group.heading)).toEqual(["Guides"]);
  });

  it("keeps the notice text", () => {
    expect(resolved.notice).toBe("Free delivery");
  });
});

describe("navigationSchema", () => {
  it("rejects a target that is not a page key", () => {
    const result = navigationSchema.safeParse({
      menu: [{ label: "x", target: "/products/" }],
      footer: [{ heading: "y", links: [{ label: "z", target: "home" }] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["menu", 0, "target"]);
  });
});

describe("the repository's navigation files", () => {
  it.each(languageCodes)("content/navigation/%s.json is valid", (code) => {
    const file = path.resolve(import.meta.dirname, `../../../content/navigation/${code}.json`);
    expect(navigationSchema.safeParse(JSON.parse(readFileSync(file, "utf8"))).success).toBe(true);
  });
});
