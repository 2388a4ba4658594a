import { isKnownCountry } from "@hushling/countries";
import { type CountryDecision, decideVisitorCountry } from "@hushling/links";

export { varyHeader } from "@hushling/links";

import type { LinksSettings } from "./links-settings.ts";

/** The parts of an HTTP request a short-link answer depends on. */
export type LinkRequest = {
  method: string;
  /** The request-target exactly as sent: path plus optional query, not decoded. */
  target: string;
  /** Every Cookie header line, in the order sent. */
  cookieLines: readonly string[];
  /** The first value of a header (lowercase name), as nginx's `$http_*` reads it. */
  header(name: string): string | undefined;
};

/*
 * The signals are read the way nginx reads `$arg_country`, `$cookie_country` and `$http_*`, so that the
 * generated nginx config and this server pick the same country for every request. A signal that is not
 * exactly two letters is ignored rather than trimmed or decoded.
 */
const twoLetters = /^[A-Za-z]{2}$/;

function asCountryCode(value: string | undefined): string | null {
  return value !== undefined && twoLetters.test(value) ? value : null;
}

/** The first `name=value` query parameter (name in any case), undecoded, as nginx's `$arg_name`. */
export function firstQueryParameter(target: string, name: string): string | undefined {
  const start = target.indexOf("?");
  if (start < 0) return undefined;
  const wanted = `${name.toLowerCase()}=`;
  for (const part of target.slice(start + 1).split("&")) {
    if (part.length >= wanted.length && part.slice(0, wanted.length).toLowerCase() === wanted) {
      return part.slice(wanted.length);
    }
  }
  return undefined;
}

/**
 * The first cookie called `name` (any case) across the Cookie lines, as nginx's `$cookie_name`: pairs are
 * separated by `;` or `,`, spaces around `=` are skipped, the value runs to the next `;`.
 */
export function firstCookieValue(lines: readonly string[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const line of lines) {
    let at = 0;
    while (at < line.length) {
      if (line.slice(at, at + wanted.length).toLowerCase() === wanted) {
        let cursor = at + wanted.length;
        while (line[cursor] === " ") cursor++;
        if (line[cursor] === "=") {
          cursor++;
          while (line[cursor] === " ") cursor++;
          const end = line.indexOf(";", cursor);
          return line.slice(cursor, end < 0 ? line.length : end);
        }
      }
      while (at < line.length) {
        const char = line[at++];
        if (char === ";" || char === ",") break;
      }
      while (line[at] === " ") at++;
    }
  }
  return undefined;
}

const firstLanguageWithRegion = /^\s*([a-z]{2,3}(?:-[a-z]{4})?-[a-z]{2})\s*(?:[;,]|$)/i;

/** The first Accept-Language tag when it names a region (`de-AT`, `zh-Hant-TW`); later tags are not read. */
export function acceptLanguageRegionTag(header: string | undefined): string | undefined {
  return header === undefined ? undefined : firstLanguageWithRegion.exec(header)?.[1];
}

/** The visitor's country for this request, or undefined for the default rule. */
export function requestCountry(request: LinkRequest, settings: LinksSettings): string | undefined {
  return requestCountryDecision(request, settings).country;
}

/** The visitor's country for this request and the signal that decided it. */
export function requestCountryDecision(request: LinkRequest, settings: LinksSettings): CountryDecision {
  let edge: string | null = null;
  for (const name of settings.trustedCountryHeaders) {
    const value = asCountryCode(request.header(name));
    if (value !== null && isKnownCountry(value)) {
      edge = value;
      break;
    }
  }
  const languageTag = settings.useAcceptLanguageRegion
    ? acceptLanguageRegionTag(request.header("accept-language"))
    : undefined;
  return decideVisitorCountry({
    query: asCountryCode(firstQueryParameter(request.target, "country")),
    cookie: asCountryCode(firstCookieValue(request.cookieLines, "country")),
    edge,
    languages: languageTag ? [languageTag] : [],
  });
}
