import { type GalleryView, galleryViews } from "@hushling/catalog";
import { babyBathtubArt, pottyChairArt, smartPottyArt, stepStoolArt, toiletTrainerArt } from "./art/art-bathroom.ts";
import { bouncerArt, bouncerToyArt } from "./art/art-bouncers.ts";
import { artDocument, type Fabric } from "./art/art-canvas.ts";
import { carrierArt, pocketPouchArt, rainCoverArt, teethingBibArt, winterCoverArt } from "./art/art-carriers.ts";
import { bowlArt, cupArt, dinnerSetArt, plateArt, softBibArt, spoonAndForkArt } from "./art/art-kitchen.ts";
import {
  babyCribArt,
  cradleArt,
  cradleMattressArt,
  cradleSheetArt,
  cribMattressArt,
  cribSheetArt,
  travelCribArt,
  travelCribSheetArt,
} from "./art/art-sleep.ts";
import { giftBoxArt, giftMessageArt, softToyArt } from "./art/art-toys-and-gifts.ts";
import type { ProductArt } from "./art/art-types.ts";
import { productKey, productName } from "./catalog-copy.ts";
import type { NounKey } from "./catalog-nouns.ts";
import type { ProductSpec } from "./catalog-products.ts";
import { type ColourKey, colours } from "./catalog-words.ts";
import { galleryAlt } from "./gallery-alt.ts";

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

/** The colour of products sold in one colour only: each soft toy its own animal's. */
const singleColour: Partial<Record<NounKey, string>> = {
  "bouncer-toy": colourHex.oat,
  "crib-mattress": "#e6ecee",
  "cradle-mattress": "#e6ecee",
  elephant: "#a9b8c8",
  dog: "#c9a27a",
  rabbit: "#ece5dc",
  bear: "#b5875e",
  "gift-message": "#f3f1ec",
  "gift-box": colourHex["sage-green"],
};

export class ProductArtError extends Error {
  override name = "ProductArtError";
}

const carrierModels: Record<string, Parameters<typeof carrierArt>[0]> = {
  Harmony: { mesh: false, belt: "wide", hood: true },
  "One Air": { mesh: true, belt: "wide", hood: true },
  One: { mesh: false, belt: "wide", hood: false },
  Move: { mesh: true, belt: "slim", hood: true },
  Mini: { mesh: false, belt: "none", hood: false },
  "Move Free": { mesh: true, belt: "slim", hood: false },
};

const bouncerModels: Record<string, Parameters<typeof bouncerArt>[0]> = {
  Bliss: { frame: "wire", mesh: false },
  "Balance Soft": { frame: "arc", mesh: false },
  "Bliss Air": { frame: "wire", mesh: true },
};

const travelCribModels: Record<string, Parameters<typeof travelCribArt>[0]> = {
  Light: { wheels: true },
  "Easy Go": { wheels: false },
};

/** A model's drawing options, or an error naming the product that has none. */
function modelOf<T>(models: Record<string, T>, spec: Pick<ProductSpec, "noun" | "model">): T {
  const model = models[spec.model ?? ""];
  if (!model) throw new ProductArtError(`No ${spec.noun} drawing for the model "${spec.model ?? "(none)"}"`);
  return model;
}

/** Products drawn the same whatever their model. */
const artOfNoun: Partial<Record<NounKey, ProductArt>> = {
  "pocket-pouch": pocketPouchArt,
  "winter-cover": winterCoverArt,
  "teething-bib": teethingBibArt,
  "rain-cover": rainCoverArt,
  "bouncer-toy": bouncerToyArt,
  "baby-crib": babyCribArt,
  "crib-sheet": cribSheetArt,
  "crib-mattress": cribMattressArt,
  cradle: cradleArt,
  "cradle-sheet": cradleSheetArt,
  "cradle-mattress": cradleMattressArt,
  "travel-crib-sheet": travelCribSheetArt,
  "step-stool": stepStoolArt,
  "smart-potty": smartPottyArt,
  "potty-chair": pottyChairArt,
  "toilet-trainer": toiletTrainerArt,
  "baby-bathtub": babyBathtubArt,
  plate: plateArt,
  bowl: bowlArt,
  "spoon-and-fork": spoonAndForkArt,
  cup: cupArt,
  "soft-bib": softBibArt,
  "dinner-set": dinnerSetArt,
  elephant: softToyArt("elephant"),
  dog: softToyArt("dog"),
  rabbit: softToyArt("rabbit"),
  bear: softToyArt("bear"),
  "gift-message": giftMessageArt,
  "gift-box": giftBoxArt,
};

/** The drawings of a product: its noun decides what it is, its model how it differs from its siblings. */
export function productArt(spec: Pick<ProductSpec, "noun" | "model">): ProductArt {
  switch (spec.noun) {
    case "baby-carrier":
      return carrierArt(modelOf(carrierModels, spec));
    case "bouncer":
      return bouncerArt(modelOf(bouncerModels, spec));
    case "travel-crib":
      return travelCribArt(modelOf(travelCribModels, spec));
    default: {
      const art = artOfNoun[spec.noun];
      if (!art) throw new ProductArtError(`No drawing for "${spec.noun}"`);
      return art;
    }
  }
}

/** The views a product's gallery shows, in gallery order. */
export function artViews(spec: Pick<ProductSpec, "noun" | "model">): GalleryView[] {
  const art = productArt(spec);
  return galleryViews.filter((view) => art[view] !== undefined);
}

export function fabricOf(spec: Pick<ProductSpec, "noun">, colour: ColourKey | undefined): Fabric {
  return { fill: colour ? colourHex[colour] : (singleColour[spec.noun] ?? colourHex["sand-gray"]) };
}

/** The illustration file of a product colour's view, relative to the importer's assets folder. */
export function illustrationFileName(productKey: string, colour: ColourKey | undefined, view: GalleryView): string {
  return `${productKey}-${colour ?? "default"}-${view}.svg`;
}

/** One view of a product in one colour, as a standalone SVG titled with its English alt text. */
export function productIllustrationSvg(spec: ProductSpec, colour: ColourKey | undefined, view: GalleryView): string {
  const draw = productArt(spec)[view];
  if (!draw) throw new ProductArtError(`"${productName(spec, "en")}" has no ${view} drawing`);
  const title = galleryAlt("en", productName(spec, "en"), colour ? colours[colour].en : null, view);
  return artDocument(title, [fabricOf(spec, colour)], draw());
}

export type Illustration = { colour: ColourKey | undefined; view: GalleryView; file: string; svg: string };

/** Every picture of a product: each colour (or its one look) in each of its views, front first. */
export function productIllustrations(spec: ProductSpec): Illustration[] {
  const key = productKey(spec);
  return (spec.colours?.length ? spec.colours : [undefined]).flatMap((colour) =>
    artViews(spec).map((view) => ({
      colour,
      view,
      file: illustrationFileName(key, colour, view),
      svg: productIllustrationSvg(spec, colour, view),
    })),
  );
}
