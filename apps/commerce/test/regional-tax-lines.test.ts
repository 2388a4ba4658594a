import { describe, expect, it } from "vitest";
import { regionalSalesTaxes } from "../src/plugins/regional-sales-tax/regional-sales-tax-rates.ts";
import { regionalTax } from "../src/plugins/regional-sales-tax/regional-tax-lines.ts";

describe("regionalTax", () => {
  it("leaves countries whose tax does not depend on the region to the zone rate", () => {
    expect(regionalTax("DE", "")).toEqual({ kind: "national" });
    expect(regionalTax(undefined, "NY")).toEqual({ kind: "national" });
  });

  it("finds a state by its code in any case, or by its name", () => {
    const newYork = { kind: "regional", lines: [{ description: "Sales tax (New York)", taxRate: 4 }] };
    expect(regionalTax("US", "NY")).toEqual(newYork);
    expect(regionalTax("us", " ny ")).toEqual(newYork);
    expect(regionalTax("US", "New York")).toEqual(newYork);
  });

  it("gives no tax line where a state levies none, and two where a province adds its own to the GST", () => {
    expect(regionalTax("US", "OR")).toEqual({ kind: "regional", lines: [] });
    expect(regionalTax("CA", "BC")).toEqual({
      kind: "regional",
      lines: [
        { description: "GST (British Columbia)", taxRate: 5 },
        { description: "PST (British Columbia)", taxRate: 7 },
      ],
    });
  });

  it("refuses a missing or unknown region with a message naming what is expected", () => {
    expect(regionalTax("US", undefined)).toEqual({
      kind: "unknown-region",
      message:
        "The shipping address has no US state; sales tax depends on it: set the address's province to the state's two-letter code (e.g. AL)",
    });
    const unknown = regionalTax("CA", "XX");
    expect(unknown.kind).toBe("unknown-region");
    expect(unknown.kind === "unknown-region" && unknown.message).toMatch(
      /^"XX" is not a CA province; .* \(e\.g\. AB\)$/,
    );
  });

  it("covers the 50 states and DC, and the 13 provinces and territories", () => {
    expect(Object.keys(regionalSalesTaxes.US?.regions ?? {})).toHaveLength(51);
    expect(Object.keys(regionalSalesTaxes.CA?.regions ?? {})).toHaveLength(13);
  });
});
