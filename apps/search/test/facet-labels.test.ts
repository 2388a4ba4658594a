import { describe, expect, it } from "vitest";
import { ratingOptionName } from "../src/facet-labels.ts";

describe("ratingOptionName", () => {
  it("says one star in the singular and more in the plural, in each language's grammar", () => {
    expect(ratingOptionName("en", 1)).toBe("1 star & up");
    expect(ratingOptionName("en", 4)).toBe("4 stars & up");
    expect(ratingOptionName("de", 1)).toBe("ab 1 Stern");
    expect(ratingOptionName("de", 4)).toBe("ab 4 Sternen");
    expect(ratingOptionName("fr", 1)).toBe("1 étoile et plus");
    expect(ratingOptionName("nl", 1)).toBe("1 ster en meer");
    expect(ratingOptionName("sv", 1)).toBe("1 stjärna och uppåt");
    expect(ratingOptionName("ja", 1)).toBe("星1つ以上");
  });
});
