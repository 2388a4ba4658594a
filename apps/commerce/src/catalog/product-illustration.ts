import type { CategoryKey, ColourKey } from "./catalog-words.ts";

/** Swatch colours of the range; the illustrations and any colour picker use the same values. */
export const colourHex: Record<ColourKey, string> = {
  "sand-gray": "#b9b1a5",
  charcoal: "#3d3f42",
  oat: "#d9c9a8",
  "natural-birch": "#d8b98a",
  "chalk-white": "#f3f1ec",
  "midnight-blue": "#1f2a44",
  "sage-green": "#9caf88",
  "powder-pink": "#e8c4c4",
  graphite: "#55585c",
  black: "#1b1b1b",
};

const outline = "#4a4540";

/** One simple silhouette per category, drawn on a 400 x 400 canvas; `fill` is the product colour. */
const silhouettes: Record<CategoryKey | "add-on", (fill: string) => string> = {
  "baby-carriers": (fill) =>
    `<path d="M140 110h120l20 170a60 60 0 0 1-60 60h-40a60 60 0 0 1-60-60z" fill="${fill}"/>` +
    `<path d="M150 110l-30-50M250 110l30-50" stroke="${outline}" stroke-width="14" stroke-linecap="round"/>`,
  "carrier-accessories": (fill) =>
    `<rect x="110" y="140" width="180" height="150" rx="28" fill="${fill}"/>` +
    `<path d="M150 140v-30a50 50 0 0 1 100 0v30" fill="none" stroke="${outline}" stroke-width="12"/>`,
  bouncers: (fill) =>
    `<path d="M90 300q110-40 220 0" fill="none" stroke="${outline}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M120 280q20-150 150-170q30 90-20 170z" fill="${fill}"/>`,
  cribs: (fill) =>
    `<rect x="80" y="120" width="240" height="190" rx="10" fill="${fill}"/>` +
    `<path d="M115 140v150M150 140v150M185 140v150M220 140v150M255 140v150M290 140v150" stroke="${outline}" stroke-width="8"/>`,
  cradles: (fill) =>
    `<path d="M90 170h220a110 110 0 0 1-220 0z" fill="${fill}"/>` +
    `<path d="M120 330q80 30 160 0" fill="none" stroke="${outline}" stroke-width="12" stroke-linecap="round"/>`,
  "travel-cribs": (fill) =>
    `<rect x="90" y="130" width="220" height="170" rx="18" fill="${fill}"/>` +
    `<path d="M110 170h180M110 210h180M110 250h180" stroke="${outline}" stroke-width="4" opacity="0.5"/>`,
  bathroom: (fill) =>
    `<rect x="120" y="170" width="160" height="40" rx="12" fill="${fill}"/>` +
    `<path d="M140 210l-20 100M260 210l20 100" stroke="${outline}" stroke-width="16" stroke-linecap="round"/>`,
  kitchen: (fill) =>
    `<circle cx="200" cy="210" r="110" fill="${fill}"/><circle cx="200" cy="210" r="70" fill="none" stroke="${outline}" stroke-width="6" opacity="0.4"/>`,
  "soft-toys": (fill) =>
    `<circle cx="200" cy="220" r="90" fill="${fill}"/><circle cx="130" cy="140" r="40" fill="${fill}"/><circle cx="270" cy="140" r="40" fill="${fill}"/>` +
    `<circle cx="170" cy="210" r="9" fill="${outline}"/><circle cx="230" cy="210" r="9" fill="${outline}"/>`,
  "add-on": (fill) =>
    `<rect x="100" y="170" width="200" height="140" rx="8" fill="${fill}"/><rect x="90" y="140" width="220" height="40" rx="6" fill="${fill}" stroke="${outline}" stroke-width="4"/>` +
    `<path d="M200 140v170" stroke="${outline}" stroke-width="12"/>`,
};

/**
 * A small product illustration drawn here, so nothing is downloaded: a silhouette of the category
 * in the product colour on a soft background. No text, so no fonts.
 */
export function productIllustrationSvg(category: CategoryKey | null, colour: ColourKey | undefined): string {
  const fill = colour ? colourHex[colour] : colourHex["sand-gray"];
  const shape = silhouettes[category ?? "add-on"](fill);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#f7f4ef"/>${shape}</svg>\n`;
}

/** The illustration file of a product colour, relative to the importer's assets folder. */
export function illustrationFileName(productKey: string, colour: ColourKey | undefined): string {
  return `${productKey}-${colour ?? "default"}.svg`;
}
