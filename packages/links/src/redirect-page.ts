import { allCountries } from "@hushling/countries";
import { asciiLowerCase } from "./ascii-case.ts";
import { chooseRule } from "./redirect-index.ts";
import { linkSlugPattern, type RedirectRule } from "./redirect-rule.ts";
import { geographicTimeZonePattern, timeZoneCountries } from "./time-zone-countries.ts";
import { timeZoneKey, timeZoneKeyMultiplier, timeZoneKeySpace } from "./time-zone-key.ts";

/**
 * The data a redirect page's script needs, all derived from the rules and from the tables that
 * `resolveVisitorCountry` uses, so the browser and the server cannot drift apart. Packed for the 1 KB gzip
 * budget, and every string is plain JSON. Table keys are lowercase or digits and target letters uppercase,
 * so a key found by `indexOf` is always a whole key:
 * - `query`: the query string most targets share (the link's UTM values), written once;
 * - `targets`: the default target first, then the link's other distinct targets, each as host + path, plus
 *   `#` and its own query (maybe empty) when it does not end in the shared one (the scheme, shared by all
 *   targets, is `scheme`: https, or http for the local stack's `{id}.localhost` storefronts);
 * - `countryTargets`: `{code}{index letter}` pairs ("usBgbC", A = 0) for the countries not sent to the default;
 * - `zones`: `{time-zone key}{index letter}` entries ("x3kC", see `timeZoneKey`) for the zones and zone
 *   prefixes of the countries not sent to the default; any other geographic zone means "elsewhere" and so
 *   the default, as it does in `resolveVisitorCountry`;
 * - `known`: a 26x26 bitmap of the ISO codes, base64, so that an unknown code is skipped, not obeyed.
 */
export type RedirectPageData = {
  defaultTarget: string;
  scheme: "https" | "http";
  query: string;
  targets: string[];
  countryTargets: string;
  zones: string;
  known: string;
};

export function redirectPageData(fromPath: string, rules: readonly RedirectRule[]): RedirectPageData {
  const key = fromPath.toLowerCase();
  const linkRules = rules.filter((rule) => rule.fromPath.toLowerCase() === key);
  const defaultRule = chooseRule(linkRules, undefined);
  if (!defaultRule) throw new Error(`No default rule for ${fromPath}`);
  const urls: string[] = [defaultRule.toPath];
  const countryIndex = new Map<string, number>();
  for (const rule of linkRules) {
    const country = rule.conditions?.country;
    if (!country || countryIndex.has(country)) continue;
    const target = chooseRule(linkRules, country)?.toPath;
    if (!target || target === defaultRule.toPath) continue;
    if (!urls.includes(target)) urls.push(target);
    countryIndex.set(country, urls.indexOf(target));
  }
  // One letter A-Z per target keeps `countryTargets` unambiguous (a lowercase letter could pair with a code).
  if (urls.length > 26) throw new Error(`${fromPath}: more than 26 distinct targets do not fit a redirect page`);
  const query = sharedQuery(urls);
  const scheme = new URL(defaultRule.toPath).protocol === "http:" ? "http" : "https";
  let zones = "";
  for (const [zone, country] of timeZoneCountries) {
    const index = countryIndex.get(country);
    if (index !== undefined) zones += timeZoneKey(zone) + String.fromCharCode(65 + index);
  }
  return {
    defaultTarget: defaultRule.toPath,
    query,
    scheme,
    targets: urls.map((url) => packedTarget(url, query, scheme)),
    countryTargets: [...countryIndex].map(([country, index]) => country + String.fromCharCode(65 + index)).join(""),
    zones,
    known: knownCountryBitmap,
  };
}

/** The most common query string of the targets (ties: the first). */
function sharedQuery(urls: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const url of urls) counts.set(new URL(url).search, (counts.get(new URL(url).search) ?? 0) + 1);
  let best = "";
  let bestCount = 0;
  for (const [query, count] of counts) {
    if (count > bestCount) [best, bestCount] = [query, count];
  }
  return best;
}

/** `host/path` when the URL ends in the shared query, else `host/path#own-query`. */
function packedTarget(url: string, query: string, scheme: RedirectPageData["scheme"]): string {
  const parsed = new URL(url);
  if (
    parsed.protocol !== `${scheme}:` ||
    parsed.hash ||
    `${scheme}://${parsed.host}${parsed.pathname}${parsed.search}` !== url
  ) {
    throw new Error(`${url}: a redirect page target must be a plain ${scheme} URL, like the link's default target`);
  }
  return parsed.host + parsed.pathname + (parsed.search === query ? "" : `#${parsed.search}`);
}

const knownCountryBitmap = (() => {
  const bits = new Uint8Array(Math.ceil((26 * 26) / 8));
  for (const { iso2 } of allCountries()) {
    const code = iso2.toLowerCase();
    const index = (code.charCodeAt(0) - 97) * 26 + code.charCodeAt(1) - 97;
    bits[index >> 3] = (bits[index >> 3] ?? 0) | (1 << (index & 7));
  }
  return btoa(String.fromCharCode(...bits));
})();

/**
 * The in-browser twin of `resolveVisitorCountry` + `chooseRule`, hand-minified for the page budget (1 KB
 * gzipped target, 2 KB hard limit; this script is the biggest part of a page) and checked against them
 * signal by signal in test/redirect-page.test.ts. ES5 on purpose: a printed QR code is scanned for years on
 * old phones, and anything that throws still ends at the default target.
 * Arguments: shared query, targets, country -> target letters, zone key -> target letters, known-code bitmap.
 * Variables: c country (or truthy once the time zone decided), t target index, h zone-name hash, f known
 * code or false, g table lookup.
 */
const redirectScript = (scheme: RedirectPageData["scheme"]) =>
  [
    "(function(q,u,m,z,k){var c,i,v,s,h,t=0,",
    // `""+x`: null, undefined and numbers become strings that are not two letters
    // letters checked before lowercasing (the Kelvin sign lowercases to k); no /u flag, so /i stays ASCII
    'f=function(x){x=(""+x).trim();if(!/^[a-z]{2}$/i.test(x))return!1;x=x.toLowerCase();',
    "i=(x.charCodeAt(0)-97)*26+x.charCodeAt(1)-97;return atob(k).charCodeAt(i>>3)>>(i&7)&1&&x},",
    // the index after key x in table s, kept in t (always > 0: the default has no entries)
    "g=function(s,x,j){j=s.indexOf(x);return j+1&&(t=s.charCodeAt(j+x.length)-65)};",
    // the first country parameter (name in any case), not decoded, as nginx's $arg_country and the server
    "try{c=f((/[?&]country=([^&]*)/i.exec(location.search)||0)[1]);s=document.cookie;",
    // the first cookie named country (name trimmed), or the whole value when it is not a Cookie header
    'c||(s.indexOf("=")<0?c=f(s):(s=/(^|;)\\s*country\\s*=([^;]*)/.exec(s))&&(c=f(s[2])));',
    // Temporal answers at once; Intl first builds a whole date formatter (10-30 ms in Chromium here)
    'if(!c){try{v=(typeof Temporal<"u"&&Temporal.Now.timeZoneId()||Intl.DateTimeFormat().resolvedOptions().timeZone).trim()}catch(e){}',
    // the key of each area prefix (`Australia/`) inside the name, then of the whole name (not ending in /)
    `if(v){for(h=i=0;i<v.length&&!c;)h=(h*${timeZoneKeyMultiplier}+v.charCodeAt(i))%${timeZoneKeySpace},`,
    `(v[i++]=="/")^(i==v.length)&&(c=g(z,(h+${timeZoneKeySpace}).toString(36).slice(1)));`,
    // any other place on Earth: the default
    `c=c||/${geographicTimeZonePattern.source}/.test(v)}}`,
    'c||[].slice.call(navigator.languages||[],0,16).some(function(x){x=(""+x).trim().split(/[-_]/);',
    "return c=f(x[x[1]&&x[1].length==4?2:1])});",
    "c.trim&&g(m,c)",
    `}catch(e){}s=u[t].split("#");location.replace("${scheme}://"+s[0]+(s[1]!=null?s[1]:q))})`,
  ].join("");

/** JSON safe inside an inline <script> (no `</script>`, no U+2028 surprises). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function htmlAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The static page for one link, `/redirects/{slug}/index.html`: blank, `noindex`, one inline script that
 * picks the visitor's target and `location.replace`s there; without JavaScript a meta refresh and a link
 * to the default target.
 */
export function buildRedirectPage(fromPath: string, rules: readonly RedirectRule[]): string {
  const data = redirectPageData(fromPath, rules);
  const fallback = htmlAttribute(data.defaultTarget);
  const args = [data.query, data.targets, data.countryTargets, data.zones, data.known].map(scriptJson).join(",");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Hushling</title><noscript><meta http-equiv="refresh" content="0;url=${fallback}"></noscript><script>${redirectScript(data.scheme)}(${args})</script></head><body><noscript><a href="${fallback}">Continue to Hushling</a></noscript></body></html>\n`;
}

const recoverablePath = new RegExp(`^/redirects/${linkSlugPattern.source.slice(1, -1)}/$`);

/**
 * For a static host's 404 page: the canonical spelling of a mixed-case, percent-encoded, doubled-slash or
 * slash-less `/redirects/` path, or undefined when the path already is canonical (so it never loops) or is
 * not a link.
 */
export function recoveredLinkPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  let path = asciiLowerCase(decoded).replace(/\/{2,}/g, "/");
  if (!path.endsWith("/")) path += "/";
  return path !== decoded && recoverablePath.test(path) ? path : undefined;
}

/** Inline script for the storefront's 404.html: sends a misspelt short link to its canonical spelling once. */
export const redirectRecoveryScript = `((l)=> {var p,n;try{p=decodeURIComponent(l.pathname)}catch(e){return}n=p.replace(/[A-Z]+/g,function(a){return a.toLowerCase()}).replace(/\\/{2,}/g,"/");if(n.slice(-1)!="/")n+="/";if(n!=p&&/${recoverablePath.source}/.test(n))l.replace(n+l.search+l.hash)})(location)`;
