import { describe, expect, it } from "vitest";
import { squareImageAt, squareImageSrcSet } from "../app/catalog/product-image.ts";

describe("product photo sizes", () => {
  it("asks the asset server for a square photo of the width", () => {
    expect(squareImageAt("http://commerce/assets/a.png", 800)).toBe("http://commerce/assets/a.png?w=800&h=800");
  });

  it("keeps a query the photo address already has", () => {
    expect(squareImageAt("http://commerce/assets/a.png?v=2", 400)).toBe("http://commerce/assets/a.png?v=2&w=400&h=400");
  });

  it("offers 400, 800 and 1200 pixel widths in the srcset", () => {
    expect(squareImageSrcSet("/a.png")).toBe(
      "/a.png?w=400&h=400 400w, /a.png?w=800&h=800 800w, /a.png?w=1200&h=1200 1200w",
    );
  });
});
