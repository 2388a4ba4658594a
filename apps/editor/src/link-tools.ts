import {
  countScans,
  formatLinkFile,
  type LinkSourceFile,
  linkFileSchema,
  linkResolver,
  minimumModuleMillimetres,
  minimumQrSideMillimetres,
  moduleMillimetres,
  qrCodeSvg,
  qrCodesPdf,
  qrMatrix,
  type Resolution,
  readLinkFile,
  shortLinkQrUrl,
} from "@hushling/links";
import type { StorefrontRegistry } from "@hushling/storefronts";
import { z } from "zod";
import { withoutEmptyFields } from "./decap-leftovers.ts";
import { fieldInWords } from "./plain-words.ts";

/** The visitor the simulator pretends to be: any of the signals the redirect pages read. */
export const simulatedVisitorSchema = z.object({
  country: z.string().trim().toLowerCase().optional(),
  timeZone: z.string().trim().optional(),
  language: z.string().trim().optional(),
  cookie: z.string().trim().toLowerCase().optional(),
});
export type SimulatedVisitor = z.infer<typeof simulatedVisitorSchema>;

export type Simulation = { ok: true; resolution: Resolution } | { ok: false; problems: string[] };

/**
 * What a visitor would get from a link as it stands in the editor, saved or not: the link's draft in
 * place of its saved file, resolved by the same code as `links resolve`.
 */
export function simulateLink(
  draft: unknown,
  visitor: SimulatedVisitor,
  saved: readonly LinkSourceFile[],
  registry: StorefrontRegistry,
): Simulation {
  const link = linkFileSchema.safeParse(withoutEmptyFields(draft, "link"));
  if (!link.success) {
    return { ok: false, problems: link.error.issues.map((issue) => `${fieldInWords(issue.path)}: ${issue.message}`) };
  }
  const file = `content/links/${link.data.slug}.json`;
  const read = readLinkFile(file, formatLinkFile(link.data).text, registry);
  if (!read.parsed) return { ok: false, problems: read.problems.map((problem) => problem.message) };
  const others = saved
    .filter((source) => source.file !== file)
    .flatMap((source) => readLinkFile(source.file, source.text, registry).parsed ?? []);
  const resolve = linkResolver([...others, read.parsed], registry);
  const resolution = resolve(`/redirects/${link.data.slug}/`, {
    query: visitor.country || null,
    cookie: visitor.cookie || null,
    timeZone: visitor.timeZone || null,
    languages: visitor.language ? [visitor.language] : [],
  });
  return { ok: true, resolution };
}

/** Scans of one link from access logs: per day and per country, people and bots apart, for the chart. */
export function linkScans(slug: string, logs: readonly { file: string; text: string }[]) {
  const link = (row: { link: string }) => row.link === slug;
  const byDay = countScans(logs, ["link", "day"]).rows.filter(link);
  const byCountry = countScans(logs, ["link", "country"]).rows.filter(link);
  return {
    days: byDay
      .map((row) => ({ day: row.day, scans: row.scans, bots: row.bots }))
      .sort((a, b) => a.day.localeCompare(b.day)),
    countries: byCountry
      .map((row) => ({ country: row.country, scans: row.scans, bots: row.bots }))
      .sort((a, b) => b.scans - a.scans || a.country.localeCompare(b.country)),
  };
}

/** A link's QR code as SVG, or as a print PDF at a size: refused when its modules would be under 0.3 mm. */
export function linkQrCode(
  slug: string,
  host: string,
  format: "svg" | "pdf",
  sideMillimetres?: number,
): { ok: true; body: string } | { ok: false; problem: string } {
  const url = shortLinkQrUrl(slug, host);
  const matrix = qrMatrix(url);
  if (format === "svg") return { ok: true, body: qrCodeSvg(matrix, sideMillimetres) };
  const side = sideMillimetres ?? minimumQrSideMillimetres(matrix);
  if (moduleMillimetres(matrix, side) < minimumModuleMillimetres) {
    return {
      ok: false,
      problem: `At ${side} mm the code's dots would be ${moduleMillimetres(matrix, side).toFixed(2)} mm, under the ${minimumModuleMillimetres} mm phones can read: print it at least ${minimumQrSideMillimetres(matrix)} mm wide`,
    };
  }
  return { ok: true, body: qrCodesPdf([{ matrix, caption: url }], side) };
}
