import { describe, expect, it } from "vitest";
import { galleryPictures, siteImage } from "../app/catalog/product-image.ts";

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

describe("galleryPictures", () => {
  const front = {
    file: "images/crib-front.0000000001.svg",
    width: 400,
    height: 400,
    view: "front" as const,
    alt: "Crib, front view",
  };
  const side = {
    file: "images/crib-side.0000000002.svg",
    width: 400,
    height: 400,
    view: "side" as const,
    alt: "Crib, side view",
  };

  it("keeps the gallery's order and alt text, served from /images/", () => {
    expect(galleryPictures([front, side], null, "Crib")).toEqual([
      { url: "/images/crib-front.0000000001.svg", width: 400, height: 400, alt: "Crib, front view" },
      { url: "/images/crib-side.0000000002.svg", width: 400, height: 400, alt: "Crib, side view" },
    ]);
  });

  it("falls back to the one picture, described by the product's name, when the export has no gallery", () => {
    const picture = { url: "/images/crib.0000000003.svg", width: 400, height: 300 };
    expect(galleryPictures(undefined, picture, "Crib")).toEqual([{ ...picture, alt: "Crib" }]);
    expect(galleryPictures([], picture, "Crib")).toEqual([{ ...picture, alt: "Crib" }]);
  });

  it("is empty for a product without any picture", () => {
    expect(galleryPictures(undefined, null, "Crib")).toEqual([]);
  });
});
