import { band, circle, ellipse, floor, group, path, rect, stitch } from "./art-canvas.ts";
import { babyHead } from "./art-figures.ts";
import type { ProductArt } from "./art-types.ts";

/** A baby at the table, seen across it; the tableware is drawn on the table top after this. */
const atTable = () =>
  rect(130, 170, 140, 110, 46, "c") +
  babyHead(200, 126, 44) +
  rect(20, 250, 360, 160, 0, "wd") +
  rect(20, 250, 360, 10, 0, "s");

const food = (x: number, y: number) =>
  circle(x - 20, y, 9, "a") + circle(x + 4, y - 6, 8, "y") + circle(x + 20, y + 4, 9, "a") + circle(x, y + 8, 7, "y");

const plateTop = () =>
  circle(200, 200, 132, "f") +
  circle(200, 200, 112, "s") +
  circle(200, 200, 108, "f") +
  band("M84 176q116 44 232 0M200 92v102", 8) +
  path("M108 150q20-40 60-56", "", { stroke: "#fff", opacity: 0.5, "stroke-width": 10 });

const bowlSide = () =>
  path("M150 300h100l10 26h-120z", "f") +
  path("M90 190h220q-10 110-110 120q-100-10-110-120z", "f") +
  path("M102 206q10 60 50 90l-10 6q-44-30-52-96z", "l") +
  ellipse(200, 190, 110, 22, "f") +
  ellipse(200, 190, 92, 15, "s");

const spoonAndFork = () =>
  ellipse(150, 112, 30, 44, "f") +
  ellipse(146, 104, 12, 22, "l") +
  band("M150 156v170", 18) +
  path("M224 64h52v64q0 22-26 26q-26-4-26-26z", "f") +
  rect(238, 60, 7, 44, 3, "bg n") +
  rect(255, 60, 7, 44, 3, "bg n") +
  band("M250 156v170", 18);

const cupFront = () =>
  band("M142 180q-46 0-46 40t44 40", 14) +
  band("M258 180q46 0 46 40t-44 40", 14) +
  path("M140 140h120l-12 170h-96z", "f") +
  path("M150 154l8 146h12l-6-146z", "l") +
  stitch("M214 190h24M214 230h24M214 270h24", "none") +
  path("M178 126q22-50 44 0z", "f") +
  rect(130, 120, 140, 26, 13, "f");

const softBib = () =>
  path("M110 80h50q0 44 40 44t40-44h50q20 0 20 20v150q0 70-110 76q-110-6-110-76v-150q0-20 20-20z", "f") +
  path("M96 240q104 44 208 0q-12 80-104 84q-92-4-104-84z", "f") +
  path("M96 240q104 44 208 0", "s", { "stroke-width": 0 }) +
  path("M104 100v130", "", { stroke: "#fff", opacity: 0.45, "stroke-width": 12 }) +
  circle(284, 98, 9, "m t");

/** Shapes of a view placed and scaled on the canvas (a set, or a thing on a table). */
const place = (x: number, y: number, scale: number, shapes: string) =>
  group(`translate(${x} ${y}) scale(${scale})`, shapes);

export const plateArt: ProductArt = {
  front: () => plateTop(),
  side: () =>
    floor(200, 276, 150) +
    path("M150 226h100l-10 26h-80z", "f") +
    path("M60 200q140 30 280 0v18q-140 30-280 0z", "f") +
    ellipse(200, 200, 140, 16, "f") +
    ellipse(200, 200, 118, 11, "s"),
  "in-use": () =>
    atTable() +
    ellipse(200, 312, 130, 44, "f") +
    band("M90 304q110 20 220 0M200 272v36", 6) +
    food(150, 300) +
    food(250, 300),
};

export const bowlArt: ProductArt = {
  front: () => floor(200, 330, 120) + bowlSide(),
  detail: () =>
    circle(200, 200, 134, "f") +
    circle(200, 200, 104, "s") +
    circle(200, 206, 96, "y") +
    path("M150 190q50-30 100 0", "d"),
  "in-use": () =>
    atTable() + place(100, 186, 0.5, bowlSide()) + ellipse(200, 282, 54, 10, "y") + band("M230 282l60-60", 10, "rs"),
};

export const spoonAndForkArt: ProductArt = {
  front: () => floor(200, 340, 100) + spoonAndFork(),
  detail: () =>
    band("M200 290v120", 40) +
    ellipse(200, 170, 110, 150, "f") +
    ellipse(200, 180, 84, 120, "s") +
    ellipse(160, 130, 24, 50, "l"),
  "in-use": () =>
    atTable() +
    place(150, 80, 0.7, group("rotate(-30 150 200)", ellipse(150, 112, 30, 44, "f") + band("M150 156v170", 18))) +
    ellipse(292, 286, 26, 20, "k") +
    place(
      40,
      250,
      0.4,
      group("rotate(20 250 200)", path("M224 64h52v64q0 22-26 26q-26-4-26-26z", "f") + band("M250 156v170", 18)),
    ),
};

export const cupArt: ProductArt = {
  front: () => floor(200, 330, 110) + cupFront(),
  side: () =>
    floor(200, 330, 90) +
    band("M258 180q46 0 46 40t-44 40", 14) +
    path("M140 140h120l-12 170h-96z", "f") +
    path("M150 154l8 146h12l-6-146z", "l") +
    path("M136 126q-10-40 30-30z", "f") +
    rect(130, 120, 140, 26, 13, "f"),
  "in-use": () =>
    atTable() + place(120, 130, 0.42, cupFront()) + ellipse(140, 230, 20, 16, "k") + ellipse(262, 230, 20, 16, "k"),
};

export const softBibArt: ProductArt = {
  front: () => floor(200, 344, 110) + softBib(),
  detail: () =>
    path("M20 40h360v120q0 190-180 200q-180-10-180-200z", "f") +
    path("M20 170q180 70 360 0q-20 180-180 190q-160-10-180-190z", "f") +
    path("M20 170q180 70 360 0q-8 40-20 60q-160 60-320 0q-12-20-20-60z", "s") +
    circle(160, 290, 8, "y") +
    circle(200, 300, 6, "a") +
    circle(236, 286, 7, "y") +
    stitch("M40 60h320"),
  "in-use": () =>
    rect(110, 190, 180, 170, 60, "c") +
    babyHead(200, 126, 46) +
    place(120, 162, 0.4, softBib()) +
    rect(20, 330, 360, 80, 0, "wd"),
};

export const dinnerSetArt: ProductArt = {
  front: () =>
    floor(200, 340, 160) +
    place(10, 40, 0.62, plateTop()) +
    place(190, 160, 0.5, bowlSide()) +
    place(210, -10, 0.55, cupFront()) +
    place(10, 200, 0.5, spoonAndFork()),
  side: () =>
    floor(200, 330, 150) +
    place(40, 130, 0.8, path("M60 200q140 30 280 0v18q-140 30-280 0z", "f") + ellipse(200, 200, 140, 16, "f")) +
    place(80, 40, 0.6, bowlSide()) +
    place(220, 170, 0.45, cupFront()),
  "in-use": () =>
    atTable() +
    ellipse(150, 320, 90, 30, "f") +
    band("M72 314q78 14 156 0M150 292v26", 5) +
    food(130, 312) +
    place(240, 200, 0.4, bowlSide()) +
    place(280, 170, 0.35, cupFront()),
};
