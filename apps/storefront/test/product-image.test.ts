import { describe, expect, it } from "vitest";
import { siteImage } from "../app/catalog/product-image.ts";

describe("siteImage", () => {
  it("serves an export picture from the site's own /images/ folder, with its size", () => {
    const image = { file: "images/baby-crib-natural-birch.0123456789.svg", width: 400, height: 300 };
    expect(siteImage(image)).toEqual({
      url: "/images/baby-crib-natural-birch.0123456789.svg",
      width: 400,
      height: 300,
    });
  });

  it("is null for a product without a picture", () => {
    expect(siteImage(null)).toBeNull();
  });
});
