import { circle, ellipse, floor, group, path, rect, stitch } from "./art-canvas.ts";
import { babyHead, toddlerSitting, toddlerStanding } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

const grips = (x: number, y: number, width: number) => stitch(`M${x} ${y}h${width}`, "10 8", 5);

const stoolSide = (cls: string) =>
  path("M90 330v-96h100v-104h116v200z", cls) +
  ellipse(250, 200, 26, 14, "bg") +
  path("M98 242h8v80h-8z", "l") +
  grips(100, 236, 80) +
  grips(200, 132, 96);

export const stepStoolArt: ProductArt = {
  front: () =>
    floor(200, 340, 140) +
    path("M96 332l12-120h184l12 120z", "f") +
    path("M140 212l8-96h104l8 96z", "f") +
    path("M140 212l8-96h104l8 96z", "s") +
    rect(136, 104, 128, 22, 10, "f") +
    rect(96, 200, 208, 24, 10, "f") +
    ellipse(200, 274, 40, 16, "bg") +
    grips(112, 212, 176) +
    grips(150, 115, 100) +
    path("M104 234l-6 90h14l4-90z", "l"),
  side: () => floor(200, 340, 130) + stoolSide("f"),
  "in-use": () =>
    rect(270, 150, 130, 30, 6, "w") +
    path("M290 180h110v170h-110z", "w") +
    path("M318 150v-40q0-14 14-14h30", "ms", { "stroke-width": 10 }) +
    ellipse(345, 150, 40, 8, "q") +
    floor(170, 346, 130) +
    group("translate(40 120) scale(.7)", stoolSide("f")) +
    toddlerStanding(214, 212),
};

const pottyBody = (cls: string) =>
  path("M116 226h168l-18 100h-132z", cls) +
  path("M124 236l-14 84h14l14-84z", "l") +
  ellipse(200, 226, 94, 24, cls) +
  ellipse(200, 226, 62, 14, "s");

export const smartPottyArt: ProductArt = {
  front: () =>
    floor(200, 334, 120) +
    path("M124 222q0-108 76-108t76 108z", "f") +
    path("M138 214q0-86 62-90", "d") +
    pottyBody("f") +
    path("M180 240q20 14 40 0", "d"),
  side: () =>
    floor(200, 334, 110) +
    rect(250, 90, 26, 140, 12, "f") +
    path("M120 226h150l-16 100h-118z", "f") +
    rect(110, 214, 170, 20, 10, "f") +
    path("M124 238l-6 80h12l8-80z", "l") +
    path("M140 226h90", "s", { "stroke-width": 6 }),
  "in-use": () =>
    floor(200, 344, 120) +
    rect(250, 110, 26, 130, 12, "f") +
    path("M120 240h150l-16 100h-118z", "f") +
    toddlerSitting(170, 232) +
    rect(110, 228, 170, 20, 10, "f"),
};

export const pottyChairArt: ProductArt = {
  front: () =>
    floor(200, 334, 130) +
    rect(124, 96, 152, 150, 40, "f") +
    rect(134, 110, 20, 120, 10, "l") +
    stitch("M150 130q50-20 100 0") +
    pottyBody("f") +
    rect(84, 190, 48, 24, 12, "f") +
    rect(268, 190, 48, 24, 12, "f") +
    path("M182 246q18-20 36 0v40h-36z", "f"),
  side: () =>
    floor(200, 334, 120) +
    path("M104 100q-6 0-4 10l26 126h30l-26-130q-2-6-10-6z", "f") +
    path("M118 226h160l-16 100h-128z", "f") +
    rect(112, 214, 172, 20, 10, "f") +
    rect(140, 180, 110, 20, 10, "f") +
    path("M262 214q20-30 22-60l14 4q-2 34-22 62z", "f"),
  "in-use": () =>
    floor(200, 344, 120) +
    path("M104 100q-6 0-4 10l26 126h30l-26-130q-2-6-10-6z", "f") +
    path("M118 240h160l-16 100h-128z", "f") +
    toddlerSitting(170, 232) +
    rect(112, 228, 172, 20, 10, "f") +
    rect(140, 196, 110, 20, 10, "f"),
};

const toilet = () =>
  rect(240, 70, 80, 150, 16, "w") +
  path("M100 210h220q0 70-60 90l10 50h-110l10-50q-80-20-80-90z", "w") +
  rect(90, 200, 230, 20, 10, "w");

export const toiletTrainerArt: ProductArt = {
  front: () =>
    floor(200, 320, 140) +
    ellipse(200, 210, 128, 92, "f") +
    ellipse(200, 222, 66, 48, "bg") +
    rect(54, 170, 30, 70, 14, "f") +
    rect(316, 170, 30, 70, 14, "f") +
    path("M150 128q50-26 100 0v-24q-50-20-100 0z", "f") +
    path("M90 210q10-60 60-80", "", { stroke: "#fff", opacity: 0.5, "stroke-width": 10 }) +
    grips(150, 290, 100),
  side: () =>
    floor(200, 320, 150) +
    path("M50 210a150 40 0 0 0 300 0v22a150 40 0 0 1-300 0z", "f") +
    path("M50 210a150 40 0 0 0 300 0v22a150 40 0 0 1-300 0z", "s") +
    ellipse(200, 210, 150, 40, "f") +
    ellipse(200, 214, 84, 20, "bg") +
    path("M120 186q30-24 80-24", "", { stroke: "#fff", opacity: 0.5, "stroke-width": 8 }) +
    rect(36, 196, 26, 40, 12, "f") +
    rect(338, 196, 26, 40, 12, "f"),
  "in-use": () =>
    floor(210, 356, 140) +
    toilet() +
    rect(84, 190, 170, 20, 10, "f") +
    toddlerSitting(150, 194) +
    rect(84, 196, 40, 14, 7, "f"),
};

const bubble = (x: number, y: number, r: number) => circle(x, y, r, "w t");

const tubEnd = () => path("M120 180h160q-6 110-40 130h-80q-34-20-40-130z", "f") + rect(108, 168, 184, 22, 11, "f");

export const babyBathtubArt: ProductArt = {
  front: () =>
    floor(200, 336, 160) +
    path("M60 180h280q-6 120-50 144h-180q-44-24-50-144z", "f") +
    rect(48, 168, 304, 24, 12, "f") +
    path("M76 200q8 80 40 110l-10 4q-36-30-42-114z", "l") +
    circle(290, 290, 10, "m t") +
    grips(160, 312, 80),
  side: () => floor(200, 336, 120) + tubEnd() + path("M132 200q6 70 26 100l-10 4q-22-30-28-104z", "l"),
  "in-use": () =>
    floor(200, 336, 160) +
    path("M60 180h280q-6 120-50 144h-180q-44-24-50-144z", "f") +
    path("M76 200q8 80 40 110l-10 4q-36-30-42-114z", "l") +
    rect(48, 168, 304, 24, 12, "f") +
    ellipse(200, 176, 140, 12, "q") +
    ellipse(170, 178, 44, 14, "k") +
    babyHead(170, 130, 36) +
    bubble(100, 150, 14) +
    bubble(124, 132, 9) +
    bubble(250, 146, 12) +
    path("M270 168q0-22 20-22q16 0 16 14h14q-4 10-14 10q6 8-6 14h-26z", "y"),
};
