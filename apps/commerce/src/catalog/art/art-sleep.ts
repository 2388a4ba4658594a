import { band, ellipse, floor, group, path, rect, stitch } from "./art-canvas.ts";
import { babyLying, toddlerStanding } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

const wavy = (x: number, y: number, width: number) =>
  stitch(`M${x} ${y}${"q5-6 10 0t10 0".repeat(Math.round(width / 20))}`, "none");

/** A crib's long side: posts, rails and slats in `cls`, with what lies inside drawn behind the slats. */
const cribFront = (cls: string, inside: string) =>
  floor(200, 350, 150) +
  inside +
  rect(60, 86, 24, 262, 10, cls) +
  rect(316, 86, 24, 262, 10, cls) +
  rect(64, 96, 6, 240, 3, "l") +
  rect(84, 112, 232, 18, 6, cls) +
  rect(84, 280, 232, 24, 6, cls) +
  Array.from({ length: 9 }, (_, index) => rect(99 + index * 24, 130, 10, 150, 0, `${cls} t`)).join("");

export const babyCribArt: ProductArt = {
  front: () => cribFront("f", rect(84, 254, 232, 26, 0, "w")),
  side: () =>
    floor(200, 350, 110) +
    rect(96, 254, 208, 26, 0, "w") +
    rect(96, 70, 24, 278, 10, "f") +
    rect(280, 70, 24, 278, 10, "f") +
    rect(100, 80, 6, 256, 3, "l") +
    path("M120 100q80-36 160 0v30h-160z", "f") +
    rect(120, 280, 160, 24, 6, "f") +
    [148, 176, 204, 232, 256].map((x) => rect(x - 4, 130, 10, 150, 0, "f t")).join(""),
  "in-use": () =>
    cribFront("f", rect(84, 254, 232, 26, 0, "w") + babyLying(130, 236, 160, 0)) +
    path("M200 40v34", "t") +
    band("M150 74h100", 4, "wds") +
    ellipse(150, 92, 10, 10, "a") +
    ellipse(250, 92, 10, 10, "y"),
};

const foldedStack = (layers: number, width: number) =>
  Array.from({ length: layers }, (_, index) => {
    const y = 276 - index * 46;
    const x = 200 - width / 2;
    return rect(x, y, width, 46, 14, "f") + wavy(x + 14, y + 23, width - 40);
  }).join("") + rect(200 - width / 2 + 12, 276 - (layers - 1) * 46 + 6, width - 24, 8, 4, "l");

/** A mattress in perspective with `cls` as its cover, `extra` drawn on top. */
const mattressBlock = (cls: string, quilted: boolean) =>
  path("M60 214l80-64h220l-80 64z", cls) +
  path("M60 214h220v56h-220z", cls) +
  path("M280 214l80-64v56l-80 64z", cls) +
  path("M280 214l80-64v56l-80 64z", "s") +
  rect(66, 220, 40, 44, 6, "l") +
  (quilted ? stitch("M110 196l50-40M150 196l50-40M190 196l50-40M230 196l50-40", "0 14", 6) : "");

export const cribSheetArt: ProductArt = {
  front: () => floor(200, 330, 130) + foldedStack(3, 220) + rect(250, 182, 26, 140, 0, "w"),
  detail: () =>
    group("translate(-312 -237) scale(1.9)", mattressBlock("f", false) + wavy(70, 262, 200) + wavy(286, 254, 60)),
  "in-use": () =>
    band("M44 90v240M356 90v240M44 118h312", 12, "wds") +
    mattressBlock("f", false) +
    wavy(70, 262, 200) +
    babyLying(150, 186, 130, -10),
};

export const cribMattressArt: ProductArt = {
  front: () => floor(210, 300, 150) + mattressBlock("f", true) + stitch("M60 214h220l80-64", "none"),
  side: () =>
    floor(200, 300, 150) +
    rect(50, 150, 300, 34, 16, "f") +
    rect(56, 184, 288, 60, 0, "y") +
    rect(50, 240, 300, 34, 16, "f") +
    stitch("M70 167h260M70 257h260", "0 14", 6) +
    [100, 160, 220, 280].map((x) => ellipse(x, 214, 12, 8, "bg")).join(""),
  "in-use": () =>
    cribFront("wd", rect(84, 236, 232, 44, 10, "f") + stitch("M96 250h210", "0 14", 6) + babyLying(130, 218, 160, 0)),
};

/** A cradle from the front, with `inside` drawn behind its basket. */
const cradleFront = (cls: string, fabric: string, inside: string) =>
  floor(200, 350, 140) +
  band("M132 250l-34 84M268 250l34 84", 12, cls) +
  band("M60 332q140 36 280 0", 12, cls) +
  inside +
  path("M80 164h240q-6 110-120 116q-114-6-120-116z", fabric) +
  stitch("M92 192h216M102 222h196M124 252h152", "8 6") +
  rect(70, 150, 260, 22, 11, fabric) +
  path("M94 180q10 60 50 86l-12 4q-40-30-48-90z", "l");

/** A cradle seen from above: its oval rim, then what lies in it. */
const cradleTop = (inside: string) =>
  ellipse(200, 210, 176, 120, "wd") +
  ellipse(200, 210, 150, 96, "s") +
  inside +
  stitch("M60 210a140 86 0 0 1 280 0", "10 8");

export const cradleArt: ProductArt = {
  front: () => cradleFront("fs", "f", ""),
  side: () =>
    floor(200, 350, 110) +
    band("M150 244l72 92M250 244l-72 92", 12) +
    band("M104 334q96 24 192 0", 12) +
    path("M128 164h144q-4 100-72 106q-68-6-72-106z", "f") +
    stitch("M140 194h120M148 224h104", "8 6") +
    rect(120, 150, 160, 22, 11, "f") +
    path("M140 180q6 50 30 76l-10 4q-26-30-30-80z", "l"),
  "in-use": () => cradleFront("fs", "f", babyLying(140, 146, 160, 0)),
};

const ovalPad = (thickness: number) =>
  floor(200, 300, 160) +
  path(`M50 220a150 64 0 0 0 300 0v${thickness}a150 64 0 0 1-300 0z`, "f") +
  path(`M50 220a150 64 0 0 0 300 0v${thickness}a150 64 0 0 1-300 0z`, "s") +
  ellipse(200, 220, 150, 64, "f") +
  ellipse(150, 200, 60, 20, "l");

export const cradleSheetArt: ProductArt = {
  front: () =>
    ovalPad(22) +
    stitch("M62 252q10 10 20 14t20 8t20 6M338 252q-10 10-20 14t-20 8t-20 6", "none") +
    stitch("M80 220a120 46 0 0 1 240 0"),
  detail: () =>
    group(
      "translate(-26 -341) scale(2.2)",
      ovalPad(22) + stitch("M62 252q10 10 20 14t20 8t20 6t20 4t20 2", "none") + stitch("M80 220a120 46 0 0 1 240 0"),
    ),
  "in-use": () => cradleTop(ellipse(200, 210, 140, 86, "f") + wavy(120, 286, 160) + babyLying(120, 206, 170, 0)),
};

export const cradleMattressArt: ProductArt = {
  front: () => ovalPad(40) + stitch("M110 190l60 50M170 180l60 50M230 180l60 50", "0 14", 6),
  side: () =>
    floor(200, 300, 150) +
    rect(50, 170, 300, 30, 15, "f") +
    rect(56, 200, 288, 40, 0, "y") +
    rect(50, 236, 300, 30, 15, "f") +
    stitch("M70 185h260M70 251h260", "0 14", 6),
  "in-use": () =>
    cradleTop(
      ellipse(200, 210, 140, 86, "f") +
        stitch("M120 160l80 100M180 140l80 100M240 140l50 70", "0 14", 6) +
        babyLying(120, 206, 170, 0),
    ),
};

/** Travel crib models: Light rolls on wheels; Easy Go has a padded top rail. */
export type TravelCribModel = { wheels: boolean };

const travelCribFront = (model: TravelCribModel, cls: string, inside: string) =>
  floor(200, 350, 160) +
  inside +
  rect(84, 150, 232, 148, 0, "mh") +
  stitch(Array.from({ length: 8 }, (_, index) => `M${104 + index * 28} 158v134`).join(""), "0 10", 4) +
  rect(66, 132, 268, 28, 14, cls) +
  rect(66, 140, 22, 196, 10, cls) +
  rect(312, 140, 22, 196, 10, cls) +
  rect(84, 292, 232, 40, 8, cls) +
  rect(72, 138, 180, 6, 3, "l") +
  (model.wheels ? ellipse(77, 342, 11, 11, "e") + ellipse(323, 342, 11, 11, "e") : stitch("M82 146h236", "8 6"));

export function travelCribArt(model: TravelCribModel): ProductArt {
  return {
    front: () => travelCribFront(model, "f", ""),
    detail: () =>
      floor(200, 340, 90) +
      band("M170 114q30-50 60 0", 10) +
      rect(136, 110, 128, 224, 30, "f") +
      rect(146, 124, 20, 196, 10, "l") +
      stitch("M150 140h100v170h-100z") +
      rect(230, 150, 10, 30, 5, "m t") +
      (model.wheels ? ellipse(160, 340, 10, 10, "e") + ellipse(240, 340, 10, 10, "e") : ""),
    "in-use": () =>
      travelCribFront(
        model,
        "f",
        group("translate(200 300) scale(1.12) translate(-200 -300)", toddlerStanding(200, 300)),
      ),
  };
}

export const travelCribSheetArt: ProductArt = {
  front: () =>
    floor(200, 320, 150) +
    rect(70, 120, 260, 180, 44, "f") +
    rect(80, 130, 50, 160, 24, "l") +
    stitch("M96 146h208v128h-208z") +
    wavy(80, 128, 40) +
    wavy(280, 128, 40) +
    wavy(80, 292, 40) +
    wavy(280, 292, 40),
  detail: () =>
    group(
      "translate(-82 -461) scale(2.4)",
      travelCribFront({ wheels: false }, "r", rect(84, 262, 232, 30, 0, "f") + wavy(90, 286, 100)),
    ),
  "in-use": () => travelCribFront({ wheels: false }, "r", rect(84, 262, 232, 30, 0, "f") + babyLying(140, 250, 150, 0)),
};
