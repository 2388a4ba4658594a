import { band, circle, dotEyes, ellipse, floor, group, path, rect, stitch } from "./art-canvas.ts";
import { babyHead } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

/** What makes each soft toy its own animal: shapes behind the head, in front of it, and in profile. */
type Animal = { behind: string; face: string; sideBehind: string; sideFace: string };

const cheeks = circle(160, 184, 10, "a n") + circle(240, 184, 10, "a n");

const animals = {
  elephant: {
    behind:
      ellipse(116, 158, 54, 64, "f") +
      ellipse(284, 158, 54, 64, "f") +
      ellipse(120, 162, 34, 44, "s") +
      ellipse(280, 162, 34, 44, "s"),
    face: path("M186 170q-6 64 12 86q16 14 28 0q-6-12-16-8q-8-22-4-78z", "f") + dotEyes(200, 146, 34) + cheeks,
    sideBehind: "",
    sideFace:
      ellipse(192, 168, 32, 46, "f") +
      ellipse(192, 168, 20, 32, "s") +
      path("M272 172q52-2 54 50q0 18-14 18q-10-2-8-12q2-30-32-34z", "f") +
      circle(258, 146, 6, "e"),
  },
  dog: {
    behind: "",
    face:
      path("M140 112q-34 8-36 70q0 34 22 32q22-8 26-66z", "f") +
      path("M140 112q-34 8-36 70q0 34 22 32q22-8 26-66z", "s") +
      path("M260 112q34 8 36 70q0 34-22 32q-22-8-26-66z", "f") +
      path("M260 112q34 8 36 70q0 34-22 32q-22-8-26-66z", "s") +
      ellipse(226, 140, 22, 18, "s") +
      ellipse(200, 188, 36, 26, "w") +
      ellipse(200, 176, 13, 9, "e") +
      path("M190 196q10 10 20 0", "t") +
      dotEyes(200, 146, 30),
    sideBehind: "",
    sideFace:
      ellipse(282, 176, 32, 24, "f") +
      ellipse(282, 184, 26, 14, "w") +
      circle(310, 168, 8, "e") +
      path("M196 120q-26 10-24 60q2 22 18 18q14-10 14-56z", "f") +
      path("M196 120q-26 10-24 60q2 22 18 18q14-10 14-56z", "s") +
      circle(250, 144, 6, "e"),
  },
  rabbit: {
    behind:
      ellipse(168, 64, 22, 66, "f") +
      ellipse(232, 64, 22, 66, "f") +
      ellipse(168, 70, 10, 48, "a n") +
      ellipse(232, 70, 10, 48, "a n"),
    face:
      path("M192 176h16l-8 8z", "a t") +
      path("M200 184v8M150 180h30M150 192l30-4M250 180h-30M250 192l-30-4", "t") +
      rect(194, 194, 12, 10, 3, "w t") +
      dotEyes(200, 150, 30) +
      cheeks,
    sideBehind: circle(112, 290, 22, "w") + ellipse(196, 66, 20, 64, "f", { transform: "rotate(-18 196 66)" }),
    sideFace:
      ellipse(196, 70, 9, 46, "a n", { transform: "rotate(-18 196 70)" }) +
      circle(284, 172, 7, "a t") +
      circle(250, 148, 6, "e"),
  },
  bear: {
    behind:
      circle(142, 104, 28, "f") + circle(258, 104, 28, "f") + circle(142, 104, 14, "s") + circle(258, 104, 14, "s"),
    face:
      ellipse(200, 184, 34, 26, "l") +
      ellipse(200, 174, 12, 8, "e") +
      path("M200 182v10M188 194q12 8 24 0", "t") +
      dotEyes(200, 146, 30) +
      cheeks,
    sideBehind: circle(118, 296, 16, "f"),
    sideFace:
      circle(200, 104, 26, "f") +
      circle(200, 104, 13, "s") +
      ellipse(278, 180, 26, 20, "l") +
      circle(300, 172, 7, "e") +
      circle(250, 146, 6, "e"),
  },
} satisfies Record<string, Animal>;

export type AnimalKey = keyof typeof animals;

const seated = (animal: Animal) =>
  ellipse(200, 270, 82, 72, "f") +
  ellipse(200, 284, 46, 42, "l") +
  ellipse(124, 256, 22, 40, "f", { transform: "rotate(20 124 256)" }) +
  ellipse(276, 256, 22, 40, "f", { transform: "rotate(-20 276 256)" }) +
  ellipse(150, 326, 32, 22, "f") +
  ellipse(250, 326, 32, 22, "f") +
  ellipse(150, 328, 14, 10, "a n") +
  ellipse(250, 328, 14, 10, "a n") +
  animal.behind +
  circle(200, 160, 72, "f") +
  path("M146 120q20-30 50-36", "", { stroke: "#fff", opacity: 0.45, "stroke-width": 10 }) +
  animal.face;

export function softToyArt(key: AnimalKey): ProductArt {
  const animal: Animal = animals[key];
  return {
    front: () => floor(200, 344, 130) + seated(animal),
    side: () =>
      floor(200, 344, 120) +
      animal.sideBehind +
      ellipse(190, 270, 80, 70, "f") +
      ellipse(250, 330, 34, 20, "f") +
      ellipse(228, 250, 20, 40, "f", { transform: "rotate(-30 228 250)" }) +
      circle(220, 166, 66, "f") +
      path("M170 130q20-30 50-36", "", { stroke: "#fff", opacity: 0.45, "stroke-width": 10 }) +
      animal.sideFace +
      stitch("M154 166q-6 50 20 80", "6 6"),
    "in-use": () =>
      rect(40, 220, 150, 200, 60, "c") +
      babyHead(118, 170, 50) +
      group("translate(150 110) scale(.66)", seated(animal)) +
      band("M110 280q70 30 150 0", 18, "ks"),
  };
}

const ribbonBow = (x: number, y: number) =>
  path(`M${x} ${y}q-50-40-50-10q0 24 50 10zM${x} ${y}q50-40 50-10q0 24-50 10z`, "a") + circle(x, y, 10, "a");

const giftBox = (cls: string) =>
  rect(100, 180, 200, 150, 10, cls) +
  rect(108, 190, 24, 130, 8, "l") +
  rect(88, 150, 224, 40, 10, cls) +
  rect(184, 150, 32, 180, 0, "a") +
  ribbonBow(200, 150);

const card = () =>
  path("M250 110l-100-10v140l100 10z", "s") +
  path("M110 110l140 0v140h-140z", "f") +
  path("M180 170q-18-18-30-6t30 36q30-24 30-36t-30 6z", "a") +
  stitch("M130 224h100", "none");

export const giftMessageArt: ProductArt = {
  front: () => floor(200, 300, 110) + group("translate(20 30)", card()),
  detail: () =>
    rect(60, 110, 280, 190, 16, "f") +
    path("M60 126l140 100l140-100", "d") +
    path("M66 116l134 96l134-96", "f") +
    circle(200, 210, 22, "a") +
    path("M190 210q10-12 20 0q-10 12-20 0z", "w n"),
  "in-use": () => floor(200, 344, 130) + giftBox("r") + group("translate(140 150) rotate(-12) scale(.6)", card()),
};

export const giftBoxArt: ProductArt = {
  front: () => floor(200, 344, 130) + giftBox("f"),
  side: () =>
    floor(200, 344, 130) +
    path("M96 150l12-80h220l-16 80z", "f") +
    rect(100, 180, 200, 150, 10, "f") +
    path("M110 184l20-40l24 30l26-42l24 40l26-36l24 38l24-30l12 40z", "w") +
    rect(100, 180, 200, 30, 0, "f") +
    rect(108, 212, 24, 110, 8, "l"),
  "in-use": () =>
    floor(200, 344, 130) +
    path("M96 150l12-80h220l-16 80z", "f") +
    group(
      "translate(100 40) scale(.5)",
      circle(142, 104, 28, "wd") +
        circle(258, 104, 28, "wd") +
        circle(200, 160, 72, "wd") +
        dotEyes(200, 146, 30) +
        ellipse(200, 184, 34, 26, "l"),
    ) +
    rect(100, 180, 200, 150, 10, "f") +
    path("M110 184l20-30l24 20l26-32l24 30l26-26l24 28l24-22l12 32z", "w") +
    rect(100, 180, 200, 30, 0, "f") +
    rect(184, 180, 32, 150, 0, "a") +
    rect(108, 212, 24, 110, 8, "l"),
};
