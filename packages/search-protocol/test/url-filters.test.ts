import { describe, expect, it } from "vitest";
import { decodeUrlFilters, encodeUrlFilters, toggleOption } from "../src/url-filters.ts";

describe("filter selections in the URL", () => {
  it("round-trips option and range selections and keeps every other parameter", () => {
    const params = encodeUrlFilters(new URLSearchParams("q=crib&utm_source=folder&o_old=x"), {
      options: { category: ["Cribs", "Travel cribs"], colour: ["Black, matt"] },
      ranges: { klevu_price: { start: 100, end: 249.5 } },
    });
    expect(params.get("q")).toBe("crib");
    expect(params.get("utm_source")).toBe("folder");
    expect(params.has("o_old")).toBe(false);
    expect(params.get("o_category")).toBe("Cribs,Travel cribs");
    expect(params.get("s_klevu_price")).toBe("100-249.5");
    expect(decodeUrlFilters(new URLSearchParams(params.toString()))).toEqual({
      options: { category: ["Cribs", "Travel cribs"], colour: ["Black, matt"] },
      ranges: { klevu_price: { start: 100, end: 249.5 } },
    });
  });

  it("leaves out hostile and malformed values rather than passing them on", () => {
    const hostile = new URLSearchParams();
    hostile.append("o_category", "<script>alert(1)</script>,Cribs,\u0000x,%E0%A4%A");
    hostile.append("o_bad key", "x");
    hostile.append("o___proto__", "x");
    hostile.append("o_constructor", "x");
    hostile.append("s_klevu_price", "300-100");
    hostile.append("s_rating", "1-2-3");
    hostile.append("s_size", "-5-10");
    hostile.append("s_weight", "abc-def");
    hostile.append("o_empty", "");
    const decoded = decodeUrlFilters(hostile);
    expect(decoded.options).toEqual({ category: ["Cribs"] });
    expect(Object.getPrototypeOf(decoded.options)).toBe(Object.prototype);
    expect(decoded.ranges).toEqual({});
  });

  it("reads at most 20 filter keys and 50 values a key", () => {
    const params = new URLSearchParams();
    for (let i = 0; i < 30; i++) params.append(`o_k${i}`, Array.from({ length: 80 }, (_, v) => `v${v}`).join(","));
    const decoded = decodeUrlFilters(params);
    expect(Object.keys(decoded.options)).toHaveLength(20);
    expect(decoded.options.k0).toHaveLength(50);
  });

  it("an option toggles between selected and not selected", () => {
    const once = toggleOption({}, "colour", "Black");
    expect(once).toEqual({ colour: ["Black"] });
    expect(toggleOption(once, "colour", "Sand")).toEqual({ colour: ["Black", "Sand"] });
    expect(toggleOption(once, "colour", "Black")).toEqual({});
    expect(once).toEqual({ colour: ["Black"] });
  });
});
