import { asciiLowerCase } from "./ascii-case.ts";
import { chooseRule, type RedirectIndex } from "./redirect-index.ts";
import type { RedirectRule } from "./redirect-rule.ts";
import { visitorCountryCode } from "./visitor-country.ts";

export type RedirectMatch =
  | { kind: "redirect"; rule: RedirectRule; location: string }
  /** Under /redirects/ but no such link. */
  | { kind: "unknown-link"; slug: string }
  /** Not under /redirects/. */
  | { kind: "not-a-link" }
  /** Overlong, bad percent-encoding, CRLF, control characters, `//host` or backslash tricks, `..` above the root. */
  | { kind: "bad-request"; reason: string };

export type LinkPath = { kind: "link"; path: string; slug: string };

/** Longer request targets are refused before any work is done on them. */
export const maxLinkPathLength = 2048;

const linkPrefix = "/redirects/";
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Resolves `.` and `..` segments (RFC 3986 5.2.4) of a decoded path that starts with `/`, as browsers and
 * nginx do before a request is matched; undefined when a `..` would climb above the root.
 */
export function withoutDotSegments(path: string): string | undefined {
  const segments = path.split("/");
  const kept: string[] = [];
  for (let at = 1; at < segments.length; at++) {
    const segment = segments[at] as string;
    const last = at === segments.length - 1;
    if (segment === ".") {
      if (last) kept.push("");
    } else if (segment === "..") {
      if (kept.length === 0) return undefined;
      kept.pop();
      if (last) kept.push("");
    } else {
      kept.push(segment);
    }
  }
  return `/${kept.join("/")}`;
}

/**
 * Turns an incoming request path into the canonical `/redirects/{slug}/` spelling used by the index:
 * drops the query string and fragment (brand UTMs are never overwritten by the visitor's), decodes
 * percent-encoding, collapses repeated slashes, resolves dot segments and adds a missing trailing slash, in
 * the order nginx does. Case is kept; the index lookup folds A-Z.
 */
export function normaliseLinkPath(
  rawPath: unknown,
): LinkPath | Extract<RedirectMatch, { kind: "not-a-link" | "bad-request" }> {
  if (typeof rawPath !== "string" || rawPath.length === 0) return badRequest("empty path");
  if (rawPath.length > maxLinkPathLength) return badRequest(`path longer than ${maxLinkPathLength} characters`);
  if (controlCharacters.test(rawPath)) return badRequest("control character in path");
  const pathPart = rawPath.split(/[?#]/, 1)[0] ?? "";
  if (!pathPart.startsWith("/")) return badRequest("path must start with /");
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return badRequest("invalid percent-encoding");
  }
  if (controlCharacters.test(decoded)) return badRequest("encoded control character in path");
  if (decoded.includes("\\")) return badRequest("backslash in path");
  if (pathPart.startsWith("//") || decoded.startsWith("//")) return badRequest("path starts with //");
  let path = withoutDotSegments(decoded.replace(/\/{2,}/g, "/"));
  if (path === undefined) return badRequest("dot segment climbs above the root");
  if (!path.endsWith("/")) path += "/";
  if (!asciiLowerCase(path).startsWith(linkPrefix)) return { kind: "not-a-link" };
  return { kind: "link", path, slug: asciiLowerCase(path.slice(linkPrefix.length, -1)) };
}

/**
 * How a request finds its rule: the exact path, else the lowercased path; then the rule for the visitor's country, else
 * the default rule. `country` may be any case; an unknown code counts as no country. `location` is always
 * the rule's absolute toPath, never anything taken from the request.
 */
export function matchRedirect(index: RedirectIndex, rawPath: string, country: string | undefined): RedirectMatch {
  const link = normaliseLinkPath(rawPath);
  if (link.kind !== "link") return link;
  const rules = index.byPath.get(link.path) ?? index.byPath.get(asciiLowerCase(link.path));
  const rule = rules && chooseRule(rules, visitorCountryCode(country));
  if (!rule) return { kind: "unknown-link", slug: link.slug };
  return { kind: "redirect", rule, location: rule.toPath };
}

function badRequest(reason: string): { kind: "bad-request"; reason: string } {
  return { kind: "bad-request", reason };
}
