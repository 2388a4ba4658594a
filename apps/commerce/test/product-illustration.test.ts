import { createHash } from "node:crypto";
import { galleryViews } from "@hushling/catalog";
import { describe, expect, it } from "vitest";
import { productKey } from "../src/catalog/catalog-copy.ts";
import { catalogIllustrations } from "../src/catalog/catalog-illustrations.ts";
import { productSpecs } from "../src/catalog/catalog-products.ts";
import { catalogImportRows } from "../src/catalog/catalog-rows.ts";
import { galleryAlt } from "../src/catalog/gallery-alt.ts";
import { colourHex, illustrationFileName, productIllustrationSvg } from "../src/catalog/product-illustration.ts";
import { bundleImportRows } from "../src/plugins/bundles/bundle-rows.ts";

const illustrations = catalogIllustrations();
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("product illustrations", () => {
  it("give every product and every set at least three views (front, side or detail, in use), front first", () => {
    expect(illustrations.size).toBe(productSpecs.length + bundleImportRows().length);
    for (const [key, pictures] of illustrations) {
      const colours = new Set(pictures.map((picture) => picture.colour));
      for (const colour of colours) {
        const views = pictures.filter((picture) => picture.colour === colour).map((picture) => picture.view);
        expect(views.length, `${key} ${colour ?? ""}`).toBeGreaterThanOrEqual(3);
        expect(views[0], key).toBe("front");
        expect(views.at(-1), key).toBe("in-use");
        expect(
          views.some((view) => view === "side" || view === "detail"),
          key,
        ).toBe(true);
        expect([...views].sort((a, b) => galleryViews.indexOf(a) - galleryViews.indexOf(b))).toEqual(views);
      }
    }
  });

  it("give every colour of a product its own pictures", () => {
    for (const spec of productSpecs) {
      const pictures = illustrations.get(productKey(spec)) ?? [];
      expect(new Set(pictures.map((picture) => picture.colour))).toEqual(new Set(spec.colours ?? [undefined]));
      expect(new Set(pictures.map((picture) => sha256(picture.svg))).size, productKey(spec)).toBe(pictures.length);
    }
  });

  it("never share a picture between two products (by content hash), nor a file name", () => {
    const ownerOfHash = new Map<string, string>();
    const files = new Set<string>();
    for (const [key, pictures] of illustrations) {
      for (const picture of pictures) {
        const hash = sha256(picture.svg);
        expect(ownerOfHash.get(hash) ?? key, `${picture.file} repeats a picture of another product`).toBe(key);
        ownerOfHash.set(hash, key);
        expect(files.has(picture.file), picture.file).toBe(false);
        files.add(picture.file);
      }
    }
  });

  it("draw soft toys as different animals, and the rain cover unlike the winter cover", () => {
    const front = (key: string) => illustrations.get(key)?.find((picture) => picture.view === "front")?.svg ?? "";
    const shapes = (svg: string) => svg.replace(/<title>.*<\/title>/, "").replace(/<style>.*<\/style>/, "");
    const toys = ["soft-friends-elephant", "soft-friends-dog", "soft-friends-rabbit", "soft-friends-bear"];
    expect(new Set(toys.map((key) => shapes(front(key)))).size).toBe(toys.length);
    expect(shapes(front("rain-cover"))).not.toBe(shapes(front("winter-cover")));
  });

  it("are standalone, accessible SVGs in the product colour: titled, role img, no text, links or fonts, under 4 KB", () => {
    for (const pictures of illustrations.values()) {
      for (const { svg, file } of pictures) {
        expect(svg, file).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"[^>]* role="img">/,
        );
        expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
        expect(svg, file).not.toMatch(/<text|href=|url\(|@import|@font-face/);
        expect(Buffer.byteLength(svg), file).toBeLessThan(4096);
      }
    }
    const harmony = productSpecs[0];
    if (!harmony) throw new Error("no products");
    expect(productIllustrationSvg(harmony, "sage-green", "side")).toContain(colourHex["sage-green"]);
    expect(productIllustrationSvg(harmony, "sage-green", "side")).toContain(
      "<title>Baby Carrier Harmony in sage green, side view</title>",
    );
  });

  it("are attached to the import rows: each variant its colour's gallery, the product its first colour's", () => {
    const rows = [...catalogImportRows(productSpecs), ...bundleImportRows()];
    const harmony = rows[0];
    expect(harmony?.product.assetPaths).toEqual(
      ["front", "side", "in-use"].map((view) =>
        illustrationFileName("baby-carrier-harmony", "midnight-blue", view as "front"),
      ),
    );
    const seen = new Set<string>();
    for (const row of rows) {
      expect(row.product.assetPaths).toEqual(row.variants[0]?.assetPaths);
      for (const variant of row.variants) {
        expect(variant.assetPaths.length).toBeGreaterThanOrEqual(3);
        for (const file of variant.assetPaths) {
          expect(seen.has(file), file).toBe(false);
          seen.add(file);
        }
      }
    }
    const drawn = new Set([...illustrations.values()].flat().map((picture) => picture.file));
    expect(seen).toEqual(drawn);
  });
});

describe("gallery alt text", () => {
  it("names product, colour and view in each language", () => {
    expect(galleryAlt("en", "Baby Crib", "Natural Birch", "side")).toBe("Baby Crib in natural birch, side view");
    expect(galleryAlt("de", "Babybett", "Birke natur", "in-use")).toBe("Babybett in Birke natur, im Gebrauch");
    expect(galleryAlt("fr", "Lit bébé", "Bouleau naturel", "front")).toBe(
      "Lit bébé coloris bouleau naturel, vue de face",
    );
    expect(galleryAlt("ja", "ベビーベッド", "ナチュラルバーチ", "side")).toBe("ベビーベッド（ナチュラルバーチ）側面");
    expect(galleryAlt("en", "Soft Friends Rabbit", null, "detail")).toBe("Soft Friends Rabbit, close-up");
  });

  it("falls back to the product (and colour) for a picture of no known view", () => {
    expect(galleryAlt("en", "Baby Crib", "Natural Birch", null)).toBe("Baby Crib in natural birch");
    expect(galleryAlt("ko", "아기 침대", null, null)).toBe("아기 침대");
    expect(galleryAlt("zh-Hant", "嬰兒床", null, null)).toBe("嬰兒床");
  });
});
