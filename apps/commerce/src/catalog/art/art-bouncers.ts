import { band, circle, floor, group, path, stitch } from "./art-canvas.ts";
import { babyLying } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

/** Bouncer models: a wire frame that bounces, or a flat rocker arc; some with an airy mesh seat. */
export type BouncerModel = { frame: "wire" | "arc"; mesh: boolean };

const sideFrame = (model: BouncerModel, cls: string) =>
  model.frame === "wire"
    ? band("M70 332h236q22 0 12-22l-52-60", 8, cls) + band("M112 332l44-96", 8, cls)
    : band("M60 316q140 44 280 0", 12, cls) + band("M130 326l30-90M272 322l-24-60", 10, cls);

const sideSeat = (cls: string) =>
  path("M96 148q-18 0-10 24q34 116 112 118q62 0 112-54q8-14-8-16q-50 38-104 36q-62-4-82-100q-4-10-20-8z", cls);

/** A bouncer seen from the side, head end at the left; `cls` its fabric, `frameCls` its frame's band. */
export const bouncerSide = (model: BouncerModel, cls = "f", frameCls = "ms"): string =>
  floor(200, 340, 150) +
  sideFrame(model, frameCls) +
  sideSeat(cls) +
  path("M102 164q26 100 82 114l-4 10q-66-12-90-120z", "l") +
  (model.mesh ? stitch("M120 180q30 80 80 90q50 2 90-30", "0 12", 5) : stitch("M114 174q30 92 86 98q50 2 94-32"));

export function bouncerArt(model: BouncerModel): ProductArt {
  return {
    front: () =>
      floor(200, 340, 130) +
      (model.frame === "wire"
        ? band("M110 330h180M132 330l22-70M268 330l-22-70", 8, "ms")
        : band("M90 318q110 34 220 0", 12, "ms") + band("M140 326l14-60M260 326l-14-60", 10, "ms")) +
      path("M150 78q50-20 100 0q32 92 20 204q-70 22-140 0q-12-112 20-204z", "f") +
      path("M170 108q30-12 60 0q18 74 10 152q-40 12-80 0q-8-78 10-152z", "s") +
      path("M158 92q-20 90-14 180l-12-4q-6-96 16-172z", "l") +
      (model.mesh ? stitch("M178 130h44M176 160h48M176 190h48M178 220h44", "0 11", 5) : "") +
      path("M178 176l22 40l22-40", "d") +
      path("M192 208h16v20h-16z", "m t") +
      (model.frame === "arc" ? path("M160 86q40-14 80 0l-4 22q-36-12-72 0z", "f") : ""),
    side: () => bouncerSide(model),
    "in-use": () =>
      sideFrame(model, "ms") +
      floor(200, 340, 150) +
      sideSeat("f") +
      babyLying(120, 170, 160, 32) +
      path("M186 240q24 8 40-8", "d"),
  };
}

const star = (cx: number, cy: number, r: number) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    const radius = index % 2 === 0 ? r : r * 0.48;
    return `${Math.round(cx + radius * Math.cos(angle))} ${Math.round(cy + radius * Math.sin(angle))}`;
  });
  return path(`M${points.join("L")}z`, "y");
};
const moon = (cx: number, cy: number, r: number) =>
  path(`M${cx + r * 0.3} ${cy - r}a${r} ${r} 0 1 0 0 ${2 * r}a${r * 0.8} ${r * 0.8} 0 1 1 0-${2 * r}z`, "w");

const toyArch = () =>
  band("M90 334q0-214 110-214t110 214", 14) +
  path("M150 150v50M200 124v56M250 150v50", "t") +
  star(150, 222, 26) +
  circle(200, 204, 24, "a") +
  circle(200, 204, 10, "bg") +
  moon(250, 222, 24);

export const bouncerToyArt: ProductArt = {
  front: () => floor(200, 340, 130) + toyArch() + path("M96 240q4-60 30-96", "", { stroke: "#fff", opacity: 0.4 }),
  detail: () =>
    band("M20 70q180-80 360 0", 26) +
    path("M200 42v80", "t") +
    star(200, 230, 110) +
    stitch("M200 150l28 56l62 8l-46 42l12 62l-56-30l-56 30l12-62l-46-42l62-8z", "6 6") +
    dotEyesSmall(200, 226),
  "in-use": () =>
    bouncerSide({ frame: "wire", mesh: false }, "r", "ms") +
    babyLying(120, 170, 160, 32) +
    group("translate(60 -30) scale(.8)", toyArch()),
};

function dotEyesSmall(cx: number, cy: number): string {
  return circle(cx - 22, cy, 7, "e") + circle(cx + 22, cy, 7, "e") + path(`M${cx - 14} ${cy + 22}q14 12 28 0`, "t");
}
