/**
 * The two cookie string formats a browser page deals with: the `name=value; name=value` list that
 * reading `document.cookie` returns, and the `name=value; Path=/; Max-Age=…` line that writing it takes.
 */

export type SameSite = "Strict" | "Lax" | "None";

export type CookieAttributes = {
  path?: string;
  domain?: string;
  /** Seconds from now; 0 or less deletes the cookie. */
  maxAgeSeconds?: number;
  sameSite?: SameSite;
  secure?: boolean;
};

export type SetCookieLine = {
  name: string;
  value: string;
  /** The value as written, still percent-encoded: what reading `document.cookie` shows. */
  rawValue: string;
  attributes: CookieAttributes;
};

// RFC 6265 token characters: a name outside them is silently dropped or mangled by browsers.
const cookieNamePattern = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export class CookieFormatError extends Error {
  override name = "CookieFormatError";
}

export function isValidCookieName(name: string): boolean {
  return cookieNamePattern.test(name);
}

/**
 * Parses what `document.cookie` returns. Values are percent-decoded; a value that is not valid
 * percent-encoding is kept as written, and the first occurrence of a name wins, as in browsers,
 * which list the most specific path first.
 */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(pair.slice(separator + 1).trim()));
  }
  return cookies;
}

/** Serialises one cookie for assignment to `document.cookie`; the value is percent-encoded. */
export function serializeSetCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  if (!isValidCookieName(name)) throw new CookieFormatError(`"${name}" is not a valid cookie name.`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  const { path, domain, maxAgeSeconds, sameSite, secure } = attributes;
  if (path !== undefined) parts.push(`Path=${checkedAttribute("Path", path)}`);
  if (domain !== undefined) parts.push(`Domain=${checkedAttribute("Domain", domain)}`);
  if (maxAgeSeconds !== undefined) {
    if (!Number.isFinite(maxAgeSeconds)) throw new CookieFormatError(`Max-Age of "${name}" must be a finite number.`);
    const seconds = Math.max(0, Math.floor(maxAgeSeconds));
    // Expires as well as Max-Age: old browsers ignore Max-Age, and an Expires in the past deletes at once.
    const expires = seconds === 0 ? new Date(0) : new Date(Date.now() + seconds * 1000);
    parts.push(`Max-Age=${seconds}`, `Expires=${expires.toUTCString()}`);
  }
  if (sameSite !== undefined) parts.push(`SameSite=${sameSite}`);
  if (secure || sameSite === "None") parts.push("Secure");
  return parts.join("; ");
}

/** The line that deletes a cookie; path and domain must match the ones it was written with. */
export function serializeCookieDeletion(
  name: string,
  attributes: Pick<CookieAttributes, "path" | "domain"> = {},
): string {
  return serializeSetCookie(name, "", { ...attributes, maxAgeSeconds: 0 });
}

/** Parses a `Set-Cookie`-style line back into its parts (used by the in-memory cookie store). */
export function parseSetCookie(line: string): SetCookieLine {
  const [first = "", ...rest] = line.split(";");
  const separator = first.indexOf("=");
  if (separator === -1) throw new CookieFormatError(`"${first.trim()}" has no "=": not a cookie.`);
  const name = first.slice(0, separator).trim();
  if (!isValidCookieName(name)) throw new CookieFormatError(`"${name}" is not a valid cookie name.`);
  const attributes: CookieAttributes = {};
  for (const part of rest) {
    const [rawKey = "", ...valueParts] = part.split("=");
    const key = rawKey.trim().toLowerCase();
    const value = valueParts.join("=").trim();
    if (key === "path") attributes.path = value;
    else if (key === "domain") attributes.domain = value.toLowerCase();
    else if (key === "max-age" && /^-?\d+$/.test(value)) attributes.maxAgeSeconds = Number(value);
    else if (key === "expires" && attributes.maxAgeSeconds === undefined) {
      const time = Date.parse(value);
      if (!Number.isNaN(time)) attributes.maxAgeSeconds = Math.floor((time - Date.now()) / 1000);
    } else if (key === "samesite") attributes.sameSite = sameSiteFrom(value);
    else if (key === "secure") attributes.secure = true;
  }
  const rawValue = first.slice(separator + 1).trim();
  return { name, value: decodeCookieValue(rawValue), rawValue, attributes };
}

function sameSiteFrom(value: string): SameSite | undefined {
  const lower = value.toLowerCase();
  if (lower === "strict") return "Strict";
  if (lower === "lax") return "Lax";
  if (lower === "none") return "None";
  return undefined;
}

function checkedAttribute(attribute: string, value: string): string {
  if (/[;\s]/.test(value) || [...value].some((character) => character.charCodeAt(0) < 0x20 || character === "\x7f"))
    throw new CookieFormatError(`${attribute} "${value}" may not hold ";", spaces or control characters.`);
  return value;
}

function decodeCookieValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}
