import { describe, expect, it } from "vitest";
import { catalogSlug } from "../src/catalog-slug.ts";

describe("catalogSlug", () => {
  it("joins lowercase words with hyphens", () => {
    expect(catalogSlug("Baby Carrier Harmony")).toBe("baby-carrier-harmony");
  });

  it("drops accents and spells ß, ø and æ in ASCII", () => {
    expect(catalogSlug("Porte-bébé Harmony")).toBe("porte-bebe-harmony");
    expect(catalogSlug("Spannbettlaken für Babybett")).toBe("spannbettlaken-fur-babybett");
    expect(catalogSlug("Kreideweiß")).toBe("kreideweiss");
    expect(catalogSlug("Bärsele Harmony")).toBe("barsele-harmony");
  });

  it("collapses punctuation and trims hyphens", () => {
    expect(catalogSlug("  Spoon & Fork!  ")).toBe("spoon-fork");
  });

  it("returns an empty slug for names without Latin letters or digits", () => {
    expect(catalogSlug("嬰兒背帶")).toBe("");
    expect(catalogSlug("아기띠")).toBe("");
  });
});
