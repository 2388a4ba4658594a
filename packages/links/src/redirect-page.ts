import { allCountries } from "@hushling/countries";
import { chooseRule } from "./redirect-index.ts";
import { linkSlugPattern, type RedirectRule } from "./redirect-rule.ts";
import { geographicTimeZonePattern, timeZoneCountries } from "./time-zone-countries.ts";

/**
 * The data a redirect page's script needs, all derived from the rules and from the tables that
 * `resolveVisitorCountry` uses, so the browser and the server cannot drift apart:
 * - `targets`: the link's distinct targets other than the default (the default is the fallback);
 * - `countryTargets`: country -> index in `targets`, for the countries not sent to the default;
 * - `zones`: per target, the time zones (space-separated) of the countries sent there; any other
 *   geographic zone means "elsewhere" and so the default, as it does in `resolveVisitorCountry`;
 * - `known`: a 26x26 bitmap of the ISO codes, base64, so that an unknown code is skipped, not obeyed.
 */
export type RedirectPageData = {
  defaultTarget: string;
  targets: string[];
  countryTargets: Record<string, number>;
  zones: string[];
  known: string;
};

export function redirectPageData(fromPath: string, rules: readonly RedirectRule[]): RedirectPageData {
  const key = fromPath.toLowerCase();
  const linkRules = rules.filter((rule) => rule.fromPath.toLowerCase() === key);
  const defaultRule = chooseRule(linkRules, undefined);
  if (!defaultRule) throw new Error(`No default rule for ${fromPath}`);
  const targets: string[] = [];
  const countryTargets: Record<string, number> = {};
  for (const rule of linkRules) {
    const country = rule.conditions?.country;
    if (!country || country in countryTargets) continue;
    const target = chooseRule(linkRules, country)?.toPath;
    if (!target || target === defaultRule.toPath) continue;
    if (!targets.includes(target)) targets.push(target);
    countryTargets[country] = targets.indexOf(target);
  }
  const zones = targets.map(() => [] as string[]);
  for (const [zone, country] of timeZoneCountries) {
    const index = countryTargets[country];
    if (index !== undefined) zones[index]?.push(zone);
  }
  return {
    defaultTarget: defaultRule.toPath,
    targets,
    countryTargets,
    zones: zones.map((list) => list.join(" ")),
    known: knownCountryBitmap,
  };
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
 * gzipped target, 2 KB hard limit; the time-zone table is the biggest part) and checked against them signal
 * by signal in test/redirect-page.test.ts. ES5 on purpose: a printed QR code is scanned for years on old
 * phones, and anything that throws still ends at the default target.
 * Arguments: default target, targets, country -> target index, zones per target, known-code bitmap.
 */
const redirectScript = [
  "(function(d,u,m,z,k){var c,i,v,s,T,K,",
  // f: a known lowercase ISO code, or 0
  'f=function(x){x=typeof x=="string"?x.trim().toLowerCase():"";i=(x.charCodeAt(0)-97)*26+x.charCodeAt(1)-97;',
  "return/^[a-z]{2}$/.test(x)&&K.charCodeAt(i>>3)>>(i&7)&1?x:0};",
  'try{K=atob(k);c=f(new URLSearchParams(location.search).get("country"));s=document.cookie;',
  'if(!c)s.indexOf("=")<0?c=f(s):s.split(";").some(function(p){i=p.indexOf("=");',
  'return i>0&&p.slice(0,i).trim()=="country"&&(c=f(p.slice(i+1)),1)});',
  "if(!c){try{v=Intl.DateTimeFormat().resolvedOptions().timeZone.trim()}catch(e){}",
  // a zone of a country with its own target picks that target; any other place on Earth, the default
  'if(v){for(i in z)z[i].split(" ").some(function(x){return x.slice(-1)=="/"?!v.indexOf(x)&&v!=x:x==v})&&(T=u[i],c=1);',
  `if(!c&&/${geographicTimeZonePattern.source}/.test(v))c=1}}`,
  'if(!c)[].slice.call(navigator.languages||[],0,16).some(function(x){if(typeof x=="string"){',
  "x=x.trim().split(/[-_]/);return c=f(x[1]&&x[1].length==4?x[2]:x[1])}})}catch(e){}",
  "location.replace(T||u[m[c]]||d)})",
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
  const args = [data.defaultTarget, data.targets, data.countryTargets, data.zones, data.known]
    .map(scriptJson)
    .join(",");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Hushling</title><noscript><meta http-equiv="refresh" content="0;url=${fallback}"></noscript><script>${redirectScript}(${args})</script></head><body><noscript><a href="${fallback}">Continue to Hushling</a></noscript></body></html>\n`;
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
  let path = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  if (!path.endsWith("/")) path += "/";
  return path !== decoded && recoverablePath.test(path) ? path : undefined;
}

/** Inline script for the storefront's 404.html: sends a misspelt short link to its canonical spelling once. */
export const redirectRecoveryScript = `((l)=> {var p,n;try{p=decodeURIComponent(l.pathname)}catch(e){return}n=p.toLowerCase().replace(/\\/{2,}/g,"/");if(n.slice(-1)!="/")n+="/";if(n!=p&&/${recoverablePath.source}/.test(n))l.replace(n+l.search+l.hash)})(location)`;
