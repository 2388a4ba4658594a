import { darkModuleRuns } from "./qr-svg.ts";
import { type QrMatrix, quietZoneModules } from "./short-link-qr.ts";

/** Scanners need modules of at least this size in print; smaller ones blur on cheap phone cameras. */
export const minimumModuleMillimetres = 0.3;

const pointsPerMillimetre = 72 / 25.4;
/** Room under each code for its URL, in millimetres. */
const captionMillimetres = 6;

/** The printed side (quiet zone included) at which a code's modules are exactly the minimum size. */
export function minimumQrSideMillimetres(matrix: Pick<QrMatrix, "size">): number {
  return Math.ceil((matrix.size + 2 * quietZoneModules) * minimumModuleMillimetres * 10) / 10;
}

/** The module size, in millimetres, of a code printed `sideMillimetres` wide (quiet zone included). */
export function moduleMillimetres(matrix: Pick<QrMatrix, "size">, sideMillimetres: number): number {
  return sideMillimetres / (matrix.size + 2 * quietZoneModules);
}

const number = (value: number) => String(Math.round(value * 1000) / 1000);

/** PDF literal strings need `\`, `(` and `)` escaped; captions are ASCII URLs. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, "?").replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A print-ready PDF with one page per code: the code `sideMillimetres` wide (quiet zone included, white) as
 * filled vector rectangles, one per run of dark modules in a row, and the URL in small Helvetica under it.
 * Vector only and deterministic (no dates), so the same codes give the same bytes.
 */
export function qrCodesPdf(codes: readonly { matrix: QrMatrix; caption: string }[], sideMillimetres: number): string {
  const side = sideMillimetres * pointsPerMillimetre;
  const caption = captionMillimetres * pointsPerMillimetre;
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const pages = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const pageIds: number[] = [];
  for (const { matrix, caption: text } of codes) {
    const unit = side / (matrix.size + 2 * quietZoneModules);
    const drawing: string[] = ["0 g"];
    for (const { x, y, width } of darkModuleRuns(matrix)) {
      const left = (x + quietZoneModules) * unit;
      const bottom = caption + side - (y + quietZoneModules + 1) * unit;
      drawing.push(`${number(left)} ${number(bottom)} ${number(width * unit)} ${number(unit)} re`);
    }
    drawing.push(
      "f",
      `BT /F1 5 Tf ${number(quietZoneModules * unit)} ${number(caption / 2)} Td (${pdfText(text)}) Tj ET`,
    );
    const content = drawing.join("\n");
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${number(side)} ${number(side + caption)}] ` +
          `/Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objects[pages - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  let pdf = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
