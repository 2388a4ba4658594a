import { circle, ellipse, group, path, rect, sleepyEyes } from "./art-canvas.ts";

/**
 * The people in "in use" pictures: a parent seen from the waist up and babies and toddlers, all in
 * one muted silhouette style, faceless but for closed eyes, so no real person is suggested.
 */

/** A parent facing us from the waist up, head at (200, 88); what they carry is drawn over them. */
export const parentFront = (): string =>
  path("M78 400q0-205 72-242h100q72 37 72 242z", "p") +
  rect(186, 118, 28, 30, 8, "p") +
  circle(200, 88, 38, "p") +
  path("M161 90q0-48 39-50q39 2 39 50q-10-26-39-28q-29 2-39 28z", "h") +
  path("M78 400q0-205 72-242h10q-50 60-50 242z", "s");

/** A baby's head, eyes closed, centred on (x, y). */
export const babyHead = (x: number, y: number, r = 30): string =>
  circle(x, y, r, "k") + sleepyEyes(x, y + 3, r * 0.38) + path(`M${x - 8} ${y - r + 4}q8-10 16 0`, "t");

/** A baby lying on its back, head at the left, swaddled in a coral blanket; `length` head to toe. */
export const babyLying = (x: number, y: number, length = 150, rotate = 0): string =>
  group(
    `translate(${x} ${y}) rotate(${rotate})`,
    ellipse(length * 0.55, 8, length * 0.45, 24, "a") +
      path(`M${length * 0.3} -12q30 14 0 40`, "d") +
      babyHead(0, 0, 26),
  );

/** A toddler's head centred on (0, y) of the figure, with hair and closed eyes looking `eyesX` aside. */
const toddlerHead = (y: number, eyesX: number) =>
  circle(0, y, 34, "k") +
  path(`M-30 ${y - 8}q4-30 30-30q26 0 30 30q-12-16-30-16t-30 16z`, "h") +
  sleepyEyes(eyesX, y + 4, 12);

/** A toddler standing, feet at (x, y), about 190 tall. */
export const toddlerStanding = (x: number, y: number): string =>
  group(
    `translate(${x} ${y})`,
    rect(-24, -70, 20, 70, 8, "k") +
      rect(4, -70, 20, 70, 8, "k") +
      rect(-34, -132, 68, 78, 26, "c") +
      rect(-46, -124, 16, 56, 8, "k") +
      rect(30, -124, 16, 56, 8, "k") +
      toddlerHead(-162, 0),
  );

/** A toddler sitting with knees forward, seat at (x, y): potties and toilet trainers. */
export const toddlerSitting = (x: number, y: number): string =>
  group(
    `translate(${x} ${y})`,
    rect(-20, -22, 88, 28, 14, "k") +
      rect(54, -12, 24, 76, 10, "k") +
      rect(-34, -102, 64, 86, 26, "c") +
      rect(-4, -86, 52, 18, 9, "k") +
      toddlerHead(-132, 4),
  );
