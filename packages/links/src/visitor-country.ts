import { isKnownCountry } from "@hushling/countries";
import { asciiLowerCase } from "./ascii-case.ts";
import { geographicTimeZonePattern, lookUpTimeZone } from "./time-zone-countries.ts";

/**
 * What a visitor tells us about where they are, strongest first (ARCHITECTURE.md "Short links: the model").
 * `query` is the `country` query parameter or a whole query string; `cookie` is the `country` cookie's value
 * or a whole Cookie header; `edge` is a trusted edge header or GeoIP answer (server only).
 */
export type VisitorSignals = {
  query?: string | null;
  cookie?: string | null;
  edge?: string | null;
  timeZone?: string | null;
  languages?: readonly string[];
};

/** A lowercase ISO 3166-1 alpha-2 code for a value a visitor sent, or undefined when it is not one. */
export function visitorCountryCode(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  // Letters checked before lowercasing: the Kelvin sign lowercases to an ASCII `k`.
  if (!/^[a-z]{2}$/i.test(trimmed)) return undefined;
  const code = trimmed.toLowerCase();
  return isKnownCountry(code) ? code : undefined;
}

/**
 * The first `country` parameter of a query string (`?a=b&country=se`; the name in any case), or the value
 * itself when it is not one. Not percent-decoded, as nginx's `$arg_country`: `?country=%73e` names no
 * country on any engine (a printed code never encodes two letters).
 */
export function countryQueryValue(query: string): string | null {
  if (!query.includes("=")) return query;
  for (const part of query.replace(/^\?/, "").split("&")) {
    if (part.length >= 8 && asciiLowerCase(part.slice(0, 8)) === "country=") {
      return part.slice(8);
    }
  }
  return null;
}

/** The first `country` cookie of a Cookie header, or the value itself when it is not a header. */
export function countryCookieValue(cookie: string): string | null {
  if (!cookie.includes("=")) return cookie;
  for (const part of cookie.split(";")) {
    const split = part.indexOf("=");
    if (split > 0 && part.slice(0, split).trim() === "country") return part.slice(split + 1);
  }
  return null;
}

/** The country of an IANA time zone among the short links' countries, or undefined. */
export function countryForTimeZone(timeZone: string | null | undefined): string | undefined {
  return typeof timeZone === "string" ? lookUpTimeZone(timeZone.trim()) : undefined;
}

/** The region of a BCP 47 language tag (`en-GB` -> gb, `zh-Hant-TW` -> tw) when it is a known country. */
export function countryForLanguage(tag: unknown): string | undefined {
  if (typeof tag !== "string") return undefined;
  const parts = tag.trim().split(/[-_]/);
  const region = parts[1]?.length === 4 ? parts[2] : parts[1];
  return visitorCountryCode(region);
}

/** Which signal decided a visitor's country ("none": the default rule). */
export type CountrySignal = "query" | "cookie" | "edge" | "time-zone" | "language" | "none";

export type CountryDecision = {
  country: string | undefined;
  signal: CountrySignal;
  /** Why, in a sentence, including the signals that were skipped and why (built on demand: servers never ask). */
  reason(): string;
};

const signalNames: Record<Exclude<CountrySignal, "none">, string> = {
  query: "?country=",
  cookie: "the country cookie",
  edge: "the edge header",
  "time-zone": "the time zone",
  language: "the browser language",
};

/**
 * The visitor's country for picking a redirect rule: the first valid signal of `?country=`, the `country`
 * cookie, the edge header, the time zone, then the browser languages. Invalid values are skipped. A time zone
 * of a place outside the covered countries ends the search (the visitor is elsewhere: default rule); `UTC`
 * and unknown names say nothing. Returns which signal decided and why, for people asking what a scan gets.
 */
export function decideVisitorCountry(signals: VisitorSignals = {}): CountryDecision {
  const skipped: (() => string)[] = [];
  const decided = (country: string | undefined, signal: CountrySignal, why: () => string): CountryDecision => ({
    country,
    signal,
    reason: () => [why(), ...skipped.map((skip) => skip())].join("; "),
  });
  const explicit = [
    ["query", typeof signals.query === "string" ? countryQueryValue(signals.query) : undefined],
    ["cookie", typeof signals.cookie === "string" ? countryCookieValue(signals.cookie) : undefined],
    ["edge", signals.edge],
  ] as const;
  for (const [signal, value] of explicit) {
    if (value === undefined || value === null) continue;
    const code = visitorCountryCode(value);
    if (code) return decided(code, signal, () => `${signalNames[signal]} says ${code}`);
    skipped.push(() => `${signalNames[signal]} "${value}" is not a country code, skipped`);
  }
  if (typeof signals.timeZone === "string") {
    const zone = signals.timeZone.trim();
    const code = lookUpTimeZone(zone);
    if (code) return decided(code, "time-zone", () => `the time zone ${zone} is in ${code}`);
    if (geographicTimeZonePattern.test(zone)) {
      return decided(undefined, "time-zone", () => `the time zone ${zone} is outside the countries the links cover`);
    }
    skipped.push(() => `the time zone "${zone}" names no place, skipped`);
  }
  for (const tag of Array.isArray(signals.languages) ? signals.languages.slice(0, 16) : []) {
    const code = countryForLanguage(tag);
    if (code) return decided(code, "language", () => `the browser language ${tag} names the region ${code}`);
    skipped.push(() => `the browser language "${String(tag)}" names no country, skipped`);
  }
  return decided(undefined, "none", () => "no signal names a country");
}

/** The visitor's country (see `decideVisitorCountry`); undefined means "use the default rule". */
export function resolveVisitorCountry(signals: VisitorSignals = {}): string | undefined {
  return decideVisitorCountry(signals).country;
}
