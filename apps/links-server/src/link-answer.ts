import {
  type CountryDecision,
  decideVisitorCountry,
  matchRedirect,
  notALinkMessage,
  varyHeader,
} from "@hushling/links";

export { notALinkMessage } from "@hushling/links";

import type { LinksSettings } from "./links-settings.ts";
import type { RedirectTable } from "./redirect-table.ts";
import { type LinkRequest, requestCountryDecision } from "./visitor-request.ts";

export type LinkAnswerKind =
  | "redirect"
  | "unknown-link"
  | "not-a-link"
  | "bad-request"
  | "method-not-allowed"
  | "health";

/** The whole HTTP answer to one request, decided without I/O. */
export type LinkAnswer = {
  status: 200 | 301 | 302 | 400 | 404 | 405;
  kind: LinkAnswerKind;
  headers: Readonly<Record<string, string>>;
  body: string;
  country: string | undefined;
};

const plainText = "text/plain; charset=utf-8";

/**
 * `answer` decides a whole request; `answerFor` is the part after the country is known, which depends only
 * on (table, method, target, country) and can therefore be cached by the server.
 */
export type LinkAnswerer = {
  answer(table: RedirectTable, request: LinkRequest): LinkAnswer;
  answerFor(table: RedirectTable, method: string, target: string, country: string | undefined): LinkAnswer;
  country(request: LinkRequest): string | undefined;
  /** The country and the signal that decided it (none for methods that get no redirect). */
  decision(request: LinkRequest): CountryDecision;
};

export function linkAnswerer(settings: LinksSettings): LinkAnswerer {
  const cacheControl = `private, max-age=${settings.maxAgeSeconds}`;
  const vary = varyHeader(settings);
  const fallbackHome = `${settings.storefronts.originOf("us")}/`;
  const homeFor = (country: string | undefined): string => {
    const storefront = country === undefined ? undefined : settings.storefronts.forCountry(country);
    return storefront ? `${settings.storefronts.originOf(storefront.id)}/` : fallbackHome;
  };

  const answerFor = (table: RedirectTable, method: string, target: string, country: string | undefined): LinkAnswer => {
    if (method !== "GET" && method !== "HEAD") {
      return {
        status: 405,
        kind: "method-not-allowed",
        headers: { "Content-Type": plainText, Allow: "GET, HEAD" },
        body: "Method not allowed: short links answer GET and HEAD.\n",
        country: undefined,
      };
    }
    if (target === "/health") {
      return {
        status: 200,
        kind: "health",
        headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
        body: `${JSON.stringify({ status: "ok", links: table.linkCount, rules: table.rules.length, loadedAt: table.loadedAt })}\n`,
        country: undefined,
      };
    }
    const match = matchRedirect(table.index, target, country);
    switch (match.kind) {
      case "redirect":
        return {
          status: 301,
          kind: "redirect",
          headers: { Location: match.location, "Cache-Control": cacheControl, Vary: vary },
          body: "",
          country,
        };
      case "unknown-link":
        // A mistyped or retired printed link still lands somewhere useful; 302 + no-store so that adding the
        // link later takes effect at once.
        return {
          status: 302,
          kind: "unknown-link",
          headers: { Location: homeFor(country), "Cache-Control": "no-store", Vary: vary },
          body: "",
          country,
        };
      case "not-a-link":
        return {
          status: 404,
          kind: "not-a-link",
          headers: { "Content-Type": plainText },
          body: notALinkMessage,
          country,
        };
      case "bad-request":
        return {
          status: 400,
          kind: "bad-request",
          headers: { "Content-Type": plainText },
          body: `Bad request: ${printable(match.reason)}\n`,
          country,
        };
    }
  };

  const decision = (request: LinkRequest) =>
    request.method === "GET" || request.method === "HEAD" ? requestCountryDecision(request, settings) : noDecision;
  const country = (request: LinkRequest) => decision(request).country;
  return {
    answerFor,
    country,
    decision,
    answer: (table, request) => answerFor(table, request.method, request.target, country(request)),
  };
}

const noDecision = decideVisitorCountry({});

/** Reasons may quote the request; keep them to one printable line. */
function printable(text: string): string {
  const line = text.replace(/[^\x20-\x7e]/g, "?");
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}
