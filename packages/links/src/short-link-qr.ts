import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { create as createQrCode } from "qrcode";
import { z } from "zod";
import { linkSlugPattern } from "./redirect-rule.ts";

/** Printed codes point at the US storefront's host unless a team prints for another one (ADR 0011). */
export const defaultQrStorefront = "us";

/** ISO/IEC 18004 asks for four light modules around the symbol; scanners need it to find the finders. */
export const quietZoneModules = 4;

/**
 * Where printed codes send the scanner: an `https://` origin and nothing else, because the code appends
 * `/redirects/{slug}/` itself and a path, query or fragment would silently change every printed link.
 */
export const qrHostSchema = z.string().transform((raw, ctx) => {
  const refuse = (message: string) => {
    ctx.addIssue({ code: "custom", message: `QR host "${raw}" ${message}` });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse("is not an absolute URL (expected https://host)");
  }
  if (url.protocol !== "https:") return refuse("must use https (printed codes live for years)");
  if (url.username || url.password) return refuse("must not carry credentials");
  if (url.pathname !== "/") return refuse("must not have a path: the code adds /redirects/{slug}/ itself");
  if (raw.includes("?") || url.search) return refuse("must not have a query");
  if (raw.includes("#") || url.hash) return refuse("must not have a #fragment");
  return url.origin;
});

export class QrHostError extends Error {
  override name = "QrHostError";
}

/** The checked origin (`https://host[:port]`, lowercase host); throws a QrHostError saying what is wrong. */
export function parseQrHost(raw: string): string {
  const result = qrHostSchema.safeParse(raw);
  if (!result.success) throw new QrHostError(result.error.issues.map((issue) => issue.message).join("; "));
  return result.data;
}

/** `https://{US storefront host}` from configuration. */
export function defaultQrHost(registry: StorefrontRegistry = storefrontRegistry): string {
  return `https://${registry.byId(defaultQrStorefront).host}`;
}

/**
 * What a printed code holds: the exact lowercase short link, trailing slash included. Not uppercased for
 * the denser alphanumeric mode: plain static hosts match paths case-sensitively (ADR 0002, ADR 0011).
 */
export function shortLinkQrUrl(slug: string, host: string = defaultQrHost()): string {
  if (!linkSlugPattern.test(slug)) throw new Error(`"${slug}" is not a short-link slug`);
  return `${parseQrHost(host)}/redirects/${slug}/`;
}

export type QrErrorCorrection = "Q" | "H";

/** A QR symbol without its quiet zone: `dark[row][column]`. */
export type QrMatrix = {
  text: string;
  version: number;
  errorCorrection: QrErrorCorrection;
  size: number;
  dark: readonly (readonly boolean[])[];
};

/**
 * Encodes at level Q (25% of the symbol may be lost), or H (30%) when H fits the same version: a scuffed
 * package then still scans, at no cost in module size. qrcode picks the version and the lowest-penalty mask
 * deterministically, so the same text always gives the same matrix.
 */
export function qrMatrix(text: string): QrMatrix {
  const atQ = createQrCode(text, { errorCorrectionLevel: "Q" });
  let symbol = atQ;
  let errorCorrection: QrErrorCorrection = "Q";
  try {
    symbol = createQrCode(text, { errorCorrectionLevel: "H", version: atQ.version });
    errorCorrection = "H";
  } catch {
    // H needs a larger version; Q at the smaller one prints with larger modules, which scan better.
  }
  const { size } = symbol.modules;
  const dark = Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, column) => Boolean(symbol.modules.get(row, column))),
  );
  return { text, version: symbol.version, errorCorrection, size, dark };
}
