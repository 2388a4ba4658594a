import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { LinkFile } from "../link-file.ts";
import { type QrSheetEntry, qrContactSheetHtml } from "../qr-contact-sheet.ts";
import { qrCodeSvg } from "../qr-svg.ts";
import { parseQrHost, qrMatrix, shortLinkQrUrl } from "../short-link-qr.ts";

/**
 * Writes `{outDir}/{slug}.svg` for every link and the `index.html` contact sheet beside them; returns the
 * sheet's entries. The host is checked before anything is written, so a bad `--host` leaves no files.
 */
export async function writeShortLinkQrCodes(
  outDir: string,
  links: readonly Pick<LinkFile, "slug" | "kind">[],
  host: string,
  sideMillimetres?: number,
): Promise<QrSheetEntry[]> {
  const origin = parseQrHost(host);
  const entries = links.map(({ slug, kind }) => ({
    slug,
    kind,
    file: `${slug}.svg`,
    matrix: qrMatrix(shortLinkQrUrl(slug, origin)),
  }));
  await mkdir(outDir, { recursive: true });
  for (const entry of entries) await writeFile(path.join(outDir, entry.file), qrCodeSvg(entry.matrix, sideMillimetres));
  await writeFile(path.join(outDir, "index.html"), qrContactSheetHtml(entries, origin));
  return entries;
}
