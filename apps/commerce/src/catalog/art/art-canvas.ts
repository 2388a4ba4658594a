/**
 * The one illustrated style of the range: flat shapes on a 400 x 400 canvas, a warm paper background,
 * one outline colour and width for every shape, light from the top left (a white film on lit faces,
 * a brown film on shaded ones). Everything is drawn by classes of one small stylesheet, so a picture
 * is a few hundred bytes of shapes and the look cannot drift between products.
 */

/** A product's surface: its fabric (or wood, or plastic) colour. */
export type Fabric = { fill: string };

const outline = "#4a4540";
const paper = "#f6f1ea";

/** Relative luminance (sRGB), to keep stitching visible on dark and light fabrics alike. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function fabricRules(scope: string, fabric: Fabric): string {
  const stitch = luminance(fabric.fill) < 0.12 ? "#d9d0c4" : "#8c8177";
  return `${scope}.f{fill:${fabric.fill}}${scope}.fs{stroke:${fabric.fill}}${scope}.d{stroke:${stitch}}`;
}

/**
 * Class names: `o` outlined group; `f` fabric fill, `fs` fabric stroke (straps, frames), `d` stitching;
 * `l` light film, `s` shade film; `k`/`ks` baby skin, `c` child's clothes, `p` parent, `h` hair, `m` metal, `ms` metal stroke,
 * `w` white, `g` clear plastic, `mh` mesh, `r`/`rs` a neutral prop (a carrier or bouncer that is
 * not the product), `wd`/`wds` wood, `bg` the paper (holes), `q` water, `a` coral accent, `y` yellow accent, `e` ink (eyes, dots),
 * `t` thin outline, `n` no outline.
 */
const sharedRules =
  `.o{stroke:${outline};stroke-width:5;stroke-linejoin:round;stroke-linecap:round;fill:none}` +
  ".d{fill:none;stroke-width:3}.l{fill:#fff;opacity:.3;stroke:none}.s{fill:#3b2e24;opacity:.15;stroke:none}" +
  ".k{fill:#f1d3b8}.ks{stroke:#f1d3b8}.c{fill:#a9c1cf}.p{fill:#cbb8a8}.h{fill:#7d6858}.m{fill:#b7b9bd}.ms{stroke:#b7b9bd}.w{fill:#fffdf8}" +
  `.g{fill:#a9d3e3;fill-opacity:.5}.q{fill:#bfe0ea}.a{fill:#eaa88c}.y{fill:#f2d27a}.e{fill:${outline};stroke:none}` +
  ".r{fill:#c4bcb0}.rs{stroke:#c4bcb0}.wd{fill:#dcbf93}.wds{stroke:#dcbf93}.mh{fill:#fffdf8;fill-opacity:.6}" +
  `.bg{fill:${paper}}.t{stroke-width:3}.n{stroke:none}`;

/** Escapes text for an SVG title. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A standalone SVG document: the paper, then `body` in an outlined group. `fabrics[0]` styles the
 * whole picture; a set pictures each further component inside a `<g class="u{index}">` of its own.
 */
export function artDocument(title: string, fabrics: readonly Fabric[], body: string): string {
  const [first, ...others] = fabrics;
  const rules =
    (first ? fabricRules("", first) : "") +
    others.map((fabric, index) => fabricRules(`.u${index + 1} `, fabric)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">` +
    `<title>${xmlText(title)}</title><style>${sharedRules}${rules}</style>` +
    `<rect width="400" height="400" fill="${paper}"/><g class="o">${body}</g></svg>\n`
  );
}

type Attributes = Record<string, string | number | undefined>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}

/** A path; `cls` picks its fill and outline from the stylesheet. */
export const path = (d: string, cls = "", extra: Attributes = {}): string =>
  `<path d="${d}"${attributes({ class: cls, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, cls = ""): string =>
  `<circle${attributes({ cx, cy, r, class: cls })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, cls = "", extra: Attributes = {}): string =>
  `<ellipse${attributes({ cx, cy, rx, ry, class: cls, ...extra })}/>`;

export const rect = (x: number, y: number, width: number, height: number, rx: number, cls = ""): string =>
  `<rect${attributes({ x, y, width, height, rx: rx || undefined, class: cls })}/>`;

/** Shapes moved, scaled or turned together. */
export const group = (transform: string, body: string, cls = ""): string =>
  `<g${attributes({ transform, class: cls })}>${body}</g>`;

/**
 * A band with an outline: straps, frames, rails. Drawn as the outline colour at `width + 8` under
 * the band colour at `width` (`fs` fabric, `ms` metal).
 */
export const band = (d: string, width: number, cls = "fs"): string =>
  `<path d="${d}" stroke-width="${width + 8}"/><path d="${d}" class="${cls}" stroke-width="${width}"/>`;

/** A dashed line of stitching (or mesh holes, with a `dash` of "0 9"); a style, as the class sets a width. */
export const stitch = (d: string, dash = "6 6", width?: number): string =>
  `<path d="${d}" class="d"${attributes({ "stroke-dasharray": dash, style: width ? `stroke-width:${width}` : undefined })}/>`;

/** The soft shadow a thing casts on the floor. */
export const floor = (cx: number, y: number, halfWidth: number): string => ellipse(cx, y, halfWidth, 12, "s");

/** A closed, smiling eye pair or open dots, for babies and toys. */
export const sleepyEyes = (cx: number, cy: number, gap: number): string =>
  path(`M${cx - gap - 7} ${cy}q7 6 14 0M${cx + gap - 7} ${cy}q7 6 14 0`, "t");

export const dotEyes = (cx: number, cy: number, gap: number, r = 5): string =>
  circle(cx - gap, cy, r, "e") + circle(cx + gap, cy, r, "e");
