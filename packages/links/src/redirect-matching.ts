import { chooseRule, type RedirectIndex } from "./redirect-index.ts";
import type { RedirectRule } from "./redirect-rule.ts";
import { visitorCountryCode } from "./visitor-country.ts";

export type RedirectMatch =
  | { kind: "redirect"; rule: RedirectRule; location: string }
  /** Under /redirects/ but no such link. */
  | { kind: "unknown-link"; slug: string }
  /** Not under /redirects/. */
  | { kind: "not-a-link" }
  /** Overlong, bad percent-encoding, CRLF, control characters, `//host` or backslash tricks, dot segments. */
  | { kind: "bad-request"; reason: string };

export type LinkPath = { kind: "link"; path: string; slug: string };

/** Longer request targets are refused before any work is done on them. */
export const maxLinkPathLength = 2048;

const linkPrefix = "/redirects/";
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Turns an incoming request path into the canonical `/redirects/{slug}/` spelling used by the index:
 * drops the query string and fragment (brand UTMs are never overwritten by the visitor's), decodes
 * percent-encoding, collapses repeated slashes and adds a missing trailing slash. Case is kept; the index
 * lookup folds it.
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
  let path = decoded.replace(/\/{2,}/g, "/");
  if (!path.endsWith("/")) path += "/";
  if (!path.toLowerCase().startsWith(linkPrefix)) return { kind: "not-a-link" };
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return badRequest("dot segment in path");
  return { kind: "link", path, slug: path.slice(linkPrefix.length, -1).toLowerCase() };
}

/**
 * SPEC 5 matching: the exact path, else the lowercased path; then the rule for the visitor's country, else
 * the default rule. `country` may be any case; an unknown code counts as no country. `location` is always
 * the rule's absolute toPath, never anything taken from the request.
 */
export function matchRedirect(index: RedirectIndex, rawPath: string, country: string | undefined): RedirectMatch {
  const link = normaliseLinkPath(rawPath);
  if (link.kind !== "link") return link;
  const rules = index.byPath.get(link.path) ?? index.byPath.get(link.path.toLowerCase());
  const rule = rules && chooseRule(rules, visitorCountryCode(country));
  if (!rule) return { kind: "unknown-link", slug: link.slug };
  return { kind: "redirect", rule, location: rule.toPath };
}

function badRequest(reason: string): { kind: "bad-request"; reason: string } {
  return { kind: "bad-request", reason };
}
