import { type QrMatrix, quietZoneModules } from "./short-link-qr.ts";

/** For text and attribute values of SVG and HTML alike. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Each row's runs of dark modules, left to right and top to bottom, in module units without the quiet zone. */
export function* darkModuleRuns(matrix: QrMatrix): Generator<{ x: number; y: number; width: number }> {
  for (const [y, row] of matrix.dark.entries()) {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      yield { x: start, y, width: x - start };
    }
  }
}

/**
 * Each row's runs of dark modules as unit-high rectangles (`M{x} {y}h{w}v1h-{w}z`) of one path, in module
 * units with the quiet zone as offset. One filled path, not a rect per module: a RIP or browser fills the
 * union, so neighbouring modules never show the hairline seams separately anti-aliased shapes can leave.
 */
export function qrModulePath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (const { x, y, width } of darkModuleRuns(matrix)) {
    parts.push(`M${x + quietZoneModules} ${y + quietZoneModules}h${width}v1h-${width}z`);
  }
  return parts.join("");
}

/**
 * Print-grade SVG of a code: vector only, black on white, one viewBox unit per module with the 4-module
 * quiet zone inside the white background, `crispEdges` so screens do not blur module edges. Without
 * `sideMillimetres` no size is set: the designer scales it. Same matrix in, same bytes out, so generated files diff meaningfully.
 */
export function qrCodeSvg(matrix: QrMatrix, sideMillimetres?: number): string {
  const side = matrix.size + 2 * quietZoneModules;
  const size = sideMillimetres === undefined ? "" : ` width="${sideMillimetres}mm" height="${sideMillimetres}mm"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"${size} shape-rendering="crispEdges" role="img">` +
    `<title>${escapeXml(matrix.text)}</title>` +
    `<rect width="${side}" height="${side}" fill="#fff"/>` +
    `<path fill="#000" d="${qrModulePath(matrix)}"/>` +
    "</svg>\n"
  );
}
