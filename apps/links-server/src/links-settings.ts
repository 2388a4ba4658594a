import { createStorefrontRegistry, type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { defaultMaxConnections } from "./http/http1-server.ts";

/** Country headers set by the CDNs we expect in front of the server; trusted only when configured. */
export const edgeCountryHeaders = ["cloudfront-viewer-country", "cf-ipcountry", "x-vercel-ip-country"] as const;

/** How the redirect answers are shaped; shared by the Node server and the nginx export so both agree. */
export type LinksSettings = {
  /** Seconds a browser may keep a 301 (`Cache-Control: private, max-age=N`). */
  maxAgeSeconds: number;
  /** Lowercase header names whose value is the visitor's country, strongest first; empty trusts none. */
  trustedCountryHeaders: readonly string[];
  /** Use the region of the first Accept-Language tag as the last signal before the default rule. */
  useAcceptLanguageRegion: boolean;
  storefronts: StorefrontRegistry;
};

export class LinksSettingsError extends Error {
  override name = "LinksSettingsError";
}

const headerNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function linksSettings(overrides: Partial<LinksSettings> = {}): LinksSettings {
  const settings: LinksSettings = {
    maxAgeSeconds: 3600,
    trustedCountryHeaders: [],
    useAcceptLanguageRegion: true,
    storefronts: storefrontRegistry,
    ...overrides,
  };
  if (!Number.isInteger(settings.maxAgeSeconds) || settings.maxAgeSeconds < 0) {
    throw new LinksSettingsError(`maxAgeSeconds must be a whole number of seconds, got ${settings.maxAgeSeconds}`);
  }
  const headers = settings.trustedCountryHeaders.map((name) => name.trim().toLowerCase());
  for (const name of headers) {
    if (!headerNamePattern.test(name)) throw new LinksSettingsError(`"${name}" is not a usable HTTP header name`);
  }
  return { ...settings, trustedCountryHeaders: headers };
}

/** What `main.ts` reads from the environment; every variable is optional. */
export type LinksEnvironment = {
  port: number;
  contentDir: string | undefined;
  accessLog: boolean;
  watch: boolean;
  /** Processes serving the port (node:cluster); 1 = no cluster. */
  workers: number;
  /** Open connections each process holds at most (one more is answered 503). */
  maxConnections: number;
  settings: LinksSettings;
};

function whole(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new LinksSettingsError(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw.trim().toLowerCase())) return true;
  if (["0", "false", "no", "off"].includes(raw.trim().toLowerCase())) return false;
  throw new LinksSettingsError(`${name} must be 1 or 0, got "${raw}"`);
}

/**
 * LINKS_PORT (8090), LINKS_MAX_AGE (3600 s), LINKS_CONTENT_DIR (content/links),
 * LINKS_TRUSTED_COUNTRY_HEADER (comma-separated names; overrides the next one),
 * LINKS_TRUST_EDGE_HEADERS=1 (trust CloudFront-Viewer-Country, CF-IPCountry, X-Vercel-IP-Country),
 * LINKS_ACCEPT_LANGUAGE_REGION (1), LINKS_ACCESS_LOG (1), LINKS_WATCH (1: reload when a content file changes),
 * LINKS_STOREFRONT_HOSTS (`us=www.example.com,gb=uk.example.com`: production hosts replacing the fictional ones;
 * targets are built on them and no Location ever leaves them), LINKS_WORKERS (1: processes sharing the port),
 * LINKS_MAX_CONNECTIONS (4096 per process). apps/links-server/README.md explains each.
 */
export function linksEnvironment(env: Record<string, string | undefined>): LinksEnvironment {
  const named = env.LINKS_TRUSTED_COUNTRY_HEADER?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const trustedCountryHeaders =
    named && named.length > 0
      ? named
      : flag("LINKS_TRUST_EDGE_HEADERS", env.LINKS_TRUST_EDGE_HEADERS, false)
        ? [...edgeCountryHeaders]
        : [];
  return {
    port: whole("LINKS_PORT", env.LINKS_PORT, 8090, 65535),
    contentDir: env.LINKS_CONTENT_DIR?.trim() || undefined,
    accessLog: flag("LINKS_ACCESS_LOG", env.LINKS_ACCESS_LOG, true),
    watch: flag("LINKS_WATCH", env.LINKS_WATCH, true),
    workers: Math.max(1, whole("LINKS_WORKERS", env.LINKS_WORKERS, 1, 64)),
    maxConnections: Math.max(
      1,
      whole("LINKS_MAX_CONNECTIONS", env.LINKS_MAX_CONNECTIONS, defaultMaxConnections, 1_000_000),
    ),
    settings: linksSettings({
      maxAgeSeconds: whole("LINKS_MAX_AGE", env.LINKS_MAX_AGE, 3600, 31_536_000),
      trustedCountryHeaders,
      useAcceptLanguageRegion: flag("LINKS_ACCEPT_LANGUAGE_REGION", env.LINKS_ACCEPT_LANGUAGE_REGION, true),
      storefronts: storefrontHosts(env.LINKS_STOREFRONT_HOSTS),
    }),
  };
}

function storefrontHosts(raw: string | undefined): StorefrontRegistry {
  if (raw === undefined || raw.trim() === "") return storefrontRegistry;
  const hosts: Record<string, string> = {};
  for (const pair of raw.split(",")) {
    const [id, host, ...rest] = pair.split("=").map((part) => part.trim());
    if (!id || !host || rest.length > 0) {
      throw new LinksSettingsError(
        `LINKS_STOREFRONT_HOSTS must look like "us=www.example.com,gb=uk.example.com", got "${pair}"`,
      );
    }
    hosts[id] = host;
  }
  try {
    return createStorefrontRegistry(hosts);
  } catch (error) {
    throw new LinksSettingsError(`LINKS_STOREFRONT_HOSTS: ${(error as Error).message}`);
  }
}
