import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { minimumModuleMillimetres, minimumQrSideMillimetres, moduleMillimetres, qrCodesPdf } from "../../qr-pdf.ts";
import { defaultQrHost, parseQrHost, qrMatrix, shortLinkQrUrl } from "../../short-link-qr.ts";
import { defaultLinksDir, loadLinkFiles } from "../index.ts";
import { writeShortLinkQrCodes } from "../qr-codes.ts";
import {
  type Command,
  exitCodes,
  linksOption,
  linksOptionHelp,
  stringOption,
  UsageError,
  userPath,
} from "./command.ts";

const defaultPdfSide = 25;

export const qrCommand: Command = {
  name: "qr",
  summary: "print-grade QR codes for every link: SVGs with a contact sheet, or one PDF for the print shop",
  help: `usage: links qr <out-dir> [--format svg|pdf] [--size <mm>] [--host https://host] [--only <slug> ...]
                [--links <dir>]

Each code holds the exact lowercase short link https://{host}/redirects/{slug}/, error correction level Q
or better, with the 4-module quiet zone inside its white square (do not crop it).
  --format svg    (default) {out-dir}/{slug}.svg per link and an index.html contact sheet
  --format pdf    {out-dir}/short-links.pdf, one page per code with its URL under it, vector only
  --size <mm>     the printed side of each code, quiet zone included (pdf default ${defaultPdfSide} mm; svg default
                  unsized). Refused when any code's modules would be under ${minimumModuleMillimetres} mm: the message
                  names the smallest size that works.
  --host <url>    the https origin printed in the codes (default: the US storefront's production host)
  --only <slug>   only this link; repeat for several
${linksOptionHelp}

Exit codes: 0 written; 1 the table has problems (nothing written); 2 wrong usage (nothing written).`,
  options: {
    ...linksOption,
    format: { type: "string" },
    size: { type: "string" },
    host: { type: "string" },
    only: { type: "string", multiple: true },
  },
  async run(args, io) {
    const [outDir, ...extra] = args.positionals;
    if (!outDir) throw new UsageError("needs the folder to write the codes into");
    if (extra.length > 0) throw new UsageError(`unexpected argument(s): ${extra.join(" ")}`);
    const format = stringOption(args, "format") ?? "svg";
    if (format !== "svg" && format !== "pdf") throw new UsageError(`--format must be svg or pdf, got "${format}"`);
    const sizeText = stringOption(args, "size");
    const size = sizeText === undefined ? (format === "pdf" ? defaultPdfSide : undefined) : Number(sizeText);
    if (size !== undefined && (!Number.isFinite(size) || size <= 0 || size > 1000)) {
      throw new UsageError(`--size must be a length in millimetres, got "${sizeText}"`);
    }
    let host: string;
    try {
      host = parseQrHost(stringOption(args, "host") ?? defaultQrHost());
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const dir = stringOption(args, "links");
    const only = args.values.only as string[] | undefined;
    let links = (await loadLinkFiles(dir ? userPath(io, dir) : defaultLinksDir, { shownFrom: io.startDir })).map(
      (parsed) => parsed.link,
    );
    if (only) {
      const unknown = only.filter((slug) => !links.some((link) => link.slug === slug));
      if (unknown.length > 0) throw new UsageError(`no such link: ${unknown.join(", ")}`);
      links = links.filter((link) => only.includes(link.slug));
    }
    const codes = links.map((link) => ({ link, matrix: qrMatrix(shortLinkQrUrl(link.slug, host)) }));
    if (size !== undefined) {
      const tooSmall = codes.filter(({ matrix }) => moduleMillimetres(matrix, size) < minimumModuleMillimetres);
      if (tooSmall.length > 0) {
        const needed = Math.max(...tooSmall.map(({ matrix }) => minimumQrSideMillimetres(matrix)));
        const worst = tooSmall.find(({ matrix }) => minimumQrSideMillimetres(matrix) === needed);
        throw new UsageError(
          `at ${size} mm, ${tooSmall.length} code(s) get modules under ${minimumModuleMillimetres} mm ` +
            `(${worst?.link.slug}: version ${worst?.matrix.version}, ` +
            `${moduleMillimetres(worst?.matrix ?? { size: 1 }, size).toFixed(2)} mm); use --size ${needed} or more`,
        );
      }
    }
    const out = userPath(io, outDir);
    if (format === "pdf") {
      await mkdir(out, { recursive: true });
      const pdf = qrCodesPdf(
        codes.map(({ matrix }) => ({ matrix, caption: matrix.text })),
        size ?? defaultPdfSide,
      );
      await writeFile(path.join(out, "short-links.pdf"), Buffer.from(pdf, "latin1"));
      io.out(`links qr: ${codes.length} codes for ${host}, ${size} mm, in ${path.join(outDir, "short-links.pdf")}`);
      return exitCodes.ok;
    }
    const entries = await writeShortLinkQrCodes(out, links, host, size);
    const versions = entries.map((entry) => entry.matrix.version);
    io.out(
      `links qr: ${entries.length} codes for ${host} in ${outDir} (versions ${Math.min(...versions)}-${Math.max(...versions)}, index.html)`,
    );
    return exitCodes.ok;
  },
};
