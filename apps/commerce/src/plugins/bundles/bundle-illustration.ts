import type { GalleryView } from "@hushling/catalog";
import { artDocument, group } from "../../catalog/art/art-canvas.ts";
import { galleryAlt } from "../../catalog/gallery-alt.ts";
import {
  fabricOf,
  type Illustration,
  illustrationFileName,
  ProductArtError,
  productArt,
} from "../../catalog/product-illustration.ts";
import { type BundleSpec, bundleKey, componentSpec } from "./bundle-specs.ts";

/** Where each component goes on the set's canvas (translate x, y and scale), by number of components. */
const layouts: Record<number, Array<[number, number, number]>> = {
  2: [
    [0, 90, 0.56],
    [176, 90, 0.56],
  ],
  3: [
    [0, 10, 0.52],
    [192, 10, 0.52],
    [96, 192, 0.52],
  ],
};

/**
 * A set's own pictures, so no two products share one: its components side by side (front), their
 * second views side by side (side or detail), and the first component in use with the others beside
 * it. Each component keeps its own colour (a `u{n}` scope of the stylesheet).
 */
export function bundleIllustrations(bundle: BundleSpec): Illustration[] {
  const components = bundle.components.map(({ product, colour }) => {
    const spec = componentSpec(product);
    return { art: productArt(spec), fabric: fabricOf(spec, colour) };
  });
  const layout = layouts[components.length];
  if (!layout) throw new ProductArtError(`No set layout for ${components.length} components`);
  const scope = (index: number) => (index === 0 ? "" : `u${index}`);
  const secondView = (art: (typeof components)[number]["art"]) => art.side ?? art.detail ?? art.front;
  const placed = (pick: (index: number) => string) =>
    layout
      .map(([x, y, scale], index) => group(`translate(${x} ${y}) scale(${scale})`, pick(index), scope(index)))
      .join("");
  const draws: Array<[GalleryView, () => string]> = [
    ["front", () => placed((index) => components[index]?.art.front?.() ?? "")],
    ["side", () => placed((index) => secondView(components[index]?.art ?? {})?.() ?? "")],
    [
      "in-use",
      () =>
        (components[0]?.art["in-use"]?.() ?? "") +
        components
          .slice(1)
          .map((component, index) =>
            group(`translate(${250 - index * 90} 250) scale(.36)`, component.art.front?.() ?? "", scope(index + 1)),
          )
          .join(""),
    ],
  ];
  const key = bundleKey(bundle);
  const fabrics = components.map((component) => component.fabric);
  return draws.map(([view, draw]) => ({
    colour: undefined,
    view,
    file: illustrationFileName(key, undefined, view),
    svg: artDocument(galleryAlt("en", bundle.name.en, null, view), fabrics, draw()),
  }));
}
