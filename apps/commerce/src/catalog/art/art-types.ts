import type { GalleryView } from "@hushling/catalog";

/** Draws one view's shapes (without the canvas) on the 400 x 400 canvas. */
export type Draw = () => string;

/** A product's drawings: front, side or detail, and in use (at least three). */
export type ProductArt = Partial<Record<GalleryView, Draw>>;
