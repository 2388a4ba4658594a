import { countryCookie } from "@hushling/countries/site-country";

/** The value of a cookie, decoded; undefined when absent. A malformed escape is returned raw. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(";")) {
    const at = pair.indexOf("=");
    if (pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Writes the country cookie (a year, every path, same-site lax), or deletes it for undefined. */
export function writeCountryCookie(country: string | undefined): void {
  const { name, path, sameSite, maxAgeDays } = countryCookie;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie =
    country === undefined
      ? `${name}=; Max-Age=0; Path=${path}; SameSite=${sameSite}${secure}`
      : `${name}=${encodeURIComponent(country)}; Max-Age=${maxAgeDays * 86400}; Path=${path}; SameSite=${sameSite}${secure}`;
}
