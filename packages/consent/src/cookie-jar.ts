import {
  type CookieAttributes,
  parseCookieHeader,
  parseSetCookie,
  serializeCookieDeletion,
  serializeSetCookie,
} from "./cookie-header.ts";

/** What the browser's `document` offers: reading lists the cookies, assigning writes one. */
export type DocumentCookie = { cookie: string };

export type CookieJar = {
  get(name: string): string | undefined;
  names(): string[];
  set(name: string, value: string, attributes?: CookieAttributes): void;
  remove(name: string, attributes?: Pick<CookieAttributes, "path" | "domain">): void;
};

/** A cookie jar over `document` in the browser, or over `createMemoryDocumentCookie()` elsewhere. */
export function cookieJarOver(target: DocumentCookie): CookieJar {
  return {
    get: (name) => parseCookieHeader(target.cookie).get(name),
    names: () => [...parseCookieHeader(target.cookie).keys()],
    set: (name, value, attributes) => {
      target.cookie = serializeSetCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      target.cookie = serializeCookieDeletion(name, attributes);
    },
  };
}

type StoredCookie = { name: string; rawValue: string; path: string; domain: string; expiresAt?: number };

/**
 * Behaves like `document.cookie` for one page at the site root: writes replace the cookie with the same
 * name, path and domain; a Max-Age of 0 or an Expires in the past deletes it; expired cookies vanish.
 * For prerendering and for tests of code written against a cookie jar.
 */
export function createMemoryDocumentCookie(now: () => number = Date.now): DocumentCookie {
  const stored = new Map<string, StoredCookie>();
  return {
    get cookie() {
      const time = now();
      return [...stored.values()]
        .filter((cookie) => cookie.expiresAt === undefined || cookie.expiresAt > time)
        .map((cookie) => `${cookie.name}=${cookie.rawValue}`)
        .join("; ");
    },
    set cookie(line: string) {
      const { name, rawValue, attributes } = parseSetCookie(line);
      const path = attributes.path ?? "/";
      const domain = attributes.domain ?? "";
      const key = `${name};${path};${domain}`;
      if (attributes.maxAgeSeconds !== undefined && attributes.maxAgeSeconds <= 0) {
        stored.delete(key);
        return;
      }
      const expiresAt = attributes.maxAgeSeconds === undefined ? undefined : now() + attributes.maxAgeSeconds * 1000;
      stored.set(key, { name, rawValue, path, domain, expiresAt });
    },
  };
}
