import { band, circle, ellipse, floor, path, rect, stitch } from "./art-canvas.ts";
import { babyHead, parentFront } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

/** What tells the carrier models apart at a glance. */
export type CarrierModel = { mesh: boolean; belt: "wide" | "slim" | "none"; hood: boolean };

const badge = (x: number, y: number) => path(`M${x + 4} ${y - 10}a10 10 0 1 0 0 20a8 8 0 1 1 0-20z`, "a n");

const meshDots = (x: number, y: number, width: number, rows: number) =>
  stitch(Array.from({ length: rows }, (_, row) => `M${x} ${y + row * 16}h${width}`).join(""), "0 12", 5);

const belt = (model: CarrierModel, y: number, cls = "f") =>
  model.belt === "none"
    ? band(`M150 ${y}l-60 30M250 ${y}l60 30`, 12, cls === "f" ? "fs" : "rs")
    : model.belt === "wide"
      ? rect(66, y - 4, 268, 50, 24, cls) + stitch(`M86 ${y + 21}h228`) + rect(184, y + 2, 32, 38, 6, "m t")
      : rect(84, y, 232, 34, 16, cls) + rect(186, y + 2, 28, 30, 6, "m t");

/** A soft structured carrier: a panel, padded straps, a waist belt; models differ in mesh, belt and hood. */
export function carrierArt(model: CarrierModel): ProductArt {
  return {
    front: () =>
      floor(200, 350, 120) +
      band("M158 128q-8-50-40-78", 22) +
      band("M242 128q8-50 40-78", 22) +
      path("M138 112h124q14 0 12 16l-12 140h-124l-12-140q-2-16 12-16z", "f") +
      path("M146 124h28l-8 136h-12z", "l") +
      stitch("M152 130h96l-10 124h-76z") +
      (model.mesh ? meshDots(164, 160, 72, 5) : "") +
      (model.hood ? rect(150, 96, 100, 26, 12, "f") + stitch("M162 109h76") : "") +
      badge(200, 146) +
      belt(model, 256),
    side: () =>
      path("M132 400q-14-160 18-250q10-26 44-28h16q36 2 44 34q14 70 8 244z", "p") +
      rect(176, 102, 26, 30, 8, "p") +
      circle(190, 76, 36, "p") +
      path("M154 78q0-44 38-44q30 0 36 26q-20-6-34 6q-8 20-22 18z", "h") +
      babyHead(276, 168, 28) +
      band("M250 186q-26-50-70-40q-32 10-36 70", 18) +
      path("M244 176q58 14 64 90q0 52-34 74h-34q20-84 4-164z", "f") +
      path("M252 190q34 20 36 70l-10 2q-4-44-26-60z", "l") +
      (model.mesh ? stitch("M262 210q20 30 16 80", "0 12", 5) : stitch("M256 196q30 30 30 90")) +
      (model.hood ? path("M244 176q16-24 40-14l-8 18q-16-8-32-4z", "f") : "") +
      (model.belt === "none"
        ? band("M150 320l100 0", 10)
        : band("M132 330q84 18 170-6", model.belt === "wide" ? 30 : 20) + rect(286, 312, 22, 26, 6, "m t")),
    "in-use": () =>
      parentFront() +
      babyHead(200, 170, 30) +
      band("M162 204l-14-50", 20) +
      band("M238 204l14-50", 20) +
      ellipse(136, 300, 16, 30, "k", { transform: "rotate(35 136 300)" }) +
      ellipse(264, 300, 16, 30, "k", { transform: "rotate(-35 264 300)" }) +
      path("M148 196h104l-10 134h-84z", "f") +
      path("M156 206h22l-6 114h-10z", "l") +
      (model.mesh ? meshDots(172, 228, 56, 5) : stitch("M160 212h80l-8 104h-64z")) +
      badge(200, 222) +
      belt(model, 326),
  };
}

/** The parent wearing a neutral carrier with a sleeping baby, for the carrier accessories' "in use". */
const wornCarrier = () =>
  parentFront() +
  babyHead(200, 170, 30) +
  band("M162 204l-14-50", 20, "rs") +
  band("M238 204l14-50", 20, "rs") +
  path("M148 196h104l-10 134h-84z", "r") +
  rect(84, 326, 232, 40, 18, "r");

const raindrop = (x: number, y: number) => path(`M${x} ${y}q9 13 0 18q-9-5 0-18z`, "q t");

export const pocketPouchArt: ProductArt = {
  front: () =>
    floor(200, 336, 110) +
    band("M172 134q0-40 28-40t28 40", 12) +
    rect(110, 130, 180, 190, 30, "f") +
    path("M124 150q0-8 8-8h18v164h-18q-8 0-8-8z", "l") +
    path("M130 172h140", "ms", { "stroke-width": 8, "stroke-dasharray": "3 3" }) +
    rect(244, 172, 14, 34, 6, "m t") +
    stitch("M126 190v112h148v-112") +
    badge(200, 250),
  detail: () =>
    rect(30, 30, 340, 340, 40, "f") +
    path("M30 30h90v340h-60q-30 0-30-30z", "l") +
    path("M30 190h340", "", { "stroke-width": 26 }) +
    path("M30 190h340", "ms", { "stroke-width": 18, "stroke-dasharray": "7 5" }) +
    rect(220, 178, 44, 130, 18, "m") +
    rect(232, 260, 20, 32, 10, "bg") +
    stitch("M60 70h280M60 330h280"),
  "in-use": () =>
    wornCarrier() +
    band("M286 320v-20", 8) +
    rect(258, 300, 62, 76, 14, "f") +
    path("M266 318h46", "ms", { "stroke-width": 6, "stroke-dasharray": "3 3" }),
};

const fleeceCollar = (x: number, y: number, width: number) =>
  path(`M${x} ${y}${"q6-14 13 0t13 0".repeat(Math.round(width / 26))}v22h-${Math.round(width / 26) * 26}z`, "w");

export const winterCoverArt: ProductArt = {
  front: () =>
    floor(200, 340, 120) +
    band("M136 98l-26-42", 14) +
    band("M264 98l26-42", 14) +
    path("M128 96q72-20 144 0l28 214q-100 30-200 0z", "f") +
    path("M140 112q-6 100 10 192l-22-6q-12-96-2-186z", "l") +
    stitch("M140 160l120 90M130 230l80 60M180 110l100 76M280 160l-120 90M270 230l-80 60M220 110l-100 76", "8 6") +
    fleeceCollar(122, 100, 156),
  side: () =>
    floor(200, 340, 110) +
    path("M226 86q64 116 18 244h-52q44-122-14-244z", "f") +
    path("M214 100q40 100 6 218h-14q30-110-6-218z", "l") +
    stitch("M220 140q26 10 36 40M230 200q20 10 22 40M224 260q14 10 16 30", "8 6") +
    path("M176 82q30-20 54 0q10 20-4 30q-24-14-46 0q-14-12-4-30z", "w") +
    band("M206 86l-40-30", 12),
  "in-use": () =>
    wornCarrier() +
    path("M140 202q60-16 120 0l18 172h-156z", "f") +
    path("M148 214l-10 150h14l6-150z", "l") +
    stitch("M150 250l100 80M250 250l-100 80", "8 6") +
    fleeceCollar(140, 194, 120) +
    [90, 330, 70, 320, 110, 300].map((x, index) => circle(x, 60 + index * 48, 6, "w t")).join(""),
};

export const teethingBibArt: ProductArt = {
  front: () =>
    floor(200, 320, 110) +
    path("M100 130h200q12 0 10 14q-8 108-110 122q-102-14-110-122q-2-14 10-14z", "f") +
    path("M110 150q6 60 40 90l-10 8q-34-34-40-94z", "l") +
    stitch("M150 140v90M175 140v110M200 140v118M225 140v110M250 140v90", "2 7", 4) +
    circle(124, 150, 9, "m t") +
    circle(276, 150, 9, "m t"),
  detail: () =>
    path("M40 40h320v220q-60 100-160 110q-100-10-160-110z", "f") +
    path("M40 40h80v300q-60-40-80-80z", "l") +
    stitch("M120 60v260M170 60v290M220 60v290M270 60v270M320 60v200", "3 9", 5) +
    circle(100, 110, 30, "m") +
    circle(100, 110, 12, "w t"),
  "in-use": () =>
    wornCarrier() +
    path("M148 194h104q0 36-52 44q-52-8-52-44z", "f") +
    stitch("M172 200v20M200 200v28M228 200v20", "2 6", 4) +
    circle(158, 202, 5, "m t") +
    circle(242, 202, 5, "m t"),
};

export const rainCoverArt: ProductArt = {
  front: () =>
    floor(200, 344, 120) +
    band("M140 104l-24-44", 10) +
    band("M260 104l24-44", 10) +
    path("M124 104q76-44 152 0l30 214q-106 28-212 0z", "g") +
    band("M94 318q106 28 212 0", 8) +
    path("M140 96q60-34 120 0l-6 20q-54-26-108 0z", "f") +
    ellipse(150, 200, 8, 60, "l") +
    raindrop(230, 160) +
    raindrop(180, 250) +
    raindrop(260, 240),
  side: () =>
    floor(200, 344, 110) +
    path("M214 84q84 110 40 250h-66q46-130-14-250z", "g") +
    band("M188 334h66", 8) +
    path("M200 80q40 0 60 34l-16 8q-18-22-44-22z", "f") +
    ellipse(232, 210, 6, 50, "l", { transform: "rotate(-8 232 210)" }) +
    raindrop(236, 150) +
    raindrop(222, 270),
  "in-use": () =>
    wornCarrier() +
    path("M130 164q70-44 140 0l28 212h-196z", "g") +
    path("M146 160q54-34 108 0l-6 18q-48-26-96 0z", "f") +
    raindrop(230, 240) +
    raindrop(170, 300) +
    path("M60 60l-10 28M340 90l-10 28M70 190l-10 28M350 220l-10 28M60 320l-10 28", "", { stroke: "#7fb3c9" }),
};
