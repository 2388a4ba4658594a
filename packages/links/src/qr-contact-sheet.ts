import type { LinkKind } from "./link-file.ts";
import { escapeXml } from "./qr-svg.ts";
import { type QrMatrix, quietZoneModules } from "./short-link-qr.ts";

export type QrSheetEntry = { slug: string; kind: LinkKind; file: string; matrix: QrMatrix };

/**
 * The print team's overview of a folder of codes: one row per link (slug, kind, URL, symbol facts, the
 * code itself from its SVG file beside this page), sorted by slug and free of dates so reruns diff cleanly.
 */
export function qrContactSheetHtml(entries: readonly QrSheetEntry[], host: string): string {
  const rows = [...entries]
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .map(({ slug, kind, file, matrix }) => {
      const side = matrix.size + 2 * quietZoneModules;
      return (
        `<tr><td>${escapeXml(slug)}</td><td>${escapeXml(kind)}</td>` +
        `<td><a href="${escapeXml(matrix.text)}">${escapeXml(matrix.text)}</a></td>` +
        `<td>version ${matrix.version}, level ${matrix.errorCorrection}, ${side}&#215;${side} modules with quiet zone</td>` +
        `<td><a href="${escapeXml(file)}"><img src="${escapeXml(file)}" alt="QR code for ${escapeXml(matrix.text)}" width="160" height="160"></a></td></tr>`
      );
    });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Short-link QR codes for ${escapeXml(host)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem}
table{border-collapse:collapse}
th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:middle}
td:nth-child(3){word-break:break-all;max-width:24rem}
img{display:block;outline:1px solid #ccc}
tr{break-inside:avoid}
</style>
</head>
<body>
<h1>Short-link QR codes for ${escapeXml(host)}</h1>
<p>${entries.length} codes. Print each SVG as vector artwork, black on white, without trimming its white
border (the 4-module quiet zone scanners need).</p>
<table>
<thead><tr><th>Slug</th><th>Kind</th><th>URL</th><th>Symbol</th><th>Code</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
</body>
</html>
`;
}
