import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  ResultMetadataType,
  RGBLuminanceSource,
} from "@zxing/library";

/** The module grid an SVG draws, read back from its markup alone (not from the matrix it was built from). */
export type SvgModules = { side: number; dark: boolean[][] };

/**
 * Reads our SVG shape: a white background rect over the viewBox and one black path of unit-high
 * rectangles `M{x} {y}h{w}v1h-{w}z`. Anything else in the markup fails, so a change of shape is noticed.
 */
export function svgModules(svg: string): SvgModules {
  const viewBox = svg.match(/viewBox="0 0 (\d+) (\d+)"/);
  if (!viewBox || viewBox[1] !== viewBox[2]) throw new Error("no square integer viewBox");
  const side = Number(viewBox[1]);
  if (!svg.includes(`<rect width="${side}" height="${side}" fill="#fff"/>`)) throw new Error("no white background");
  const d = svg.match(/<path fill="#000" d="([^"]*)"\/>/)?.[1];
  if (d === undefined) throw new Error("no black module path");
  const dark = Array.from({ length: side }, () => Array.from({ length: side }, () => false));
  const run = /M(\d+) (\d+)h(\d+)v1h-(\d+)z/y;
  let match: RegExpExecArray | null = run.exec(d);
  let end = 0;
  while (match) {
    const [x = 0, y = 0, width = 0, back = -1] = match.slice(1).map(Number);
    if (width !== back) throw new Error(`run at ${x},${y} does not close`);
    for (let column = x; column < x + width; column++) {
      const row = dark[y];
      if (!row || column >= side) throw new Error(`run outside the viewBox at ${x},${y}`);
      row[column] = true;
    }
    end = run.lastIndex;
    match = run.exec(d);
  }
  if (end !== d.length) throw new Error(`unexpected path data at ${end}: ${d.slice(end, end + 20)}`);
  return { side, dark };
}

/** A luminance image (0 black, 255 white) at `scale` pixels per module, like a print scanned square-on. */
export function rasterize({ side, dark }: SvgModules, scale: number): { pixels: Uint8ClampedArray; width: number } {
  const width = side * scale;
  const pixels = new Uint8ClampedArray(width * width).fill(255);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      if (dark[Math.floor(y / scale)]?.[Math.floor(x / scale)]) pixels[y * width + x] = 0;
    }
  }
  return { pixels, width };
}

/** Decodes with ZXing's QR reader (finder-pattern detection, not the generator's own code). */
export function decodeQr(image: { pixels: Uint8ClampedArray; width: number }): { text: string; level: string } {
  const source = new RGBLuminanceSource(image.pixels, image.width, image.width);
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE]]]);
  const result = new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
  return {
    text: result.getText(),
    level: String(result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL)),
  };
}
