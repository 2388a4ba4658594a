import {
  createStorefrontRegistry,
  readStorefrontOrigins,
  type StorefrontRegistry,
  storefrontRegistry,
} from "@hushling/storefronts";

/**
 * How redirect answers are shaped, shared by the redirect server and the edge configs generated from the
 * table (nginx), so that all of them agree.
 */
export type LinkAnswerSettings = {
  /** Seconds a browser may keep a 301 (`Cache-Control: private, max-age=N`). */
  maxAgeSeconds: number;
  /** Lowercase header names whose value is the visitor's country, strongest first; empty trusts none. */
  trustedCountryHeaders: readonly string[];
  /** Use the region of the first Accept-Language tag as the last signal before the default rule. */
  useAcceptLanguageRegion: boolean;
  storefronts: StorefrontRegistry;
};

/** The 404 text for paths outside /redirects/, the same from every server. */
export const notALinkMessage = "Not found: short links live under /redirects/.\n";

/** Country headers set by the CDNs we expect in front of the server; trusted only when configured. */
export const edgeCountryHeaders = ["cloudfront-viewer-country", "cf-ipcountry", "x-vercel-ip-country"] as const;

export class LinksSettingsError extends Error {
  override name = "LinksSettingsError";
}

const headerNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Answer settings with defaults filled in and checked; throws a LinksSettingsError saying what is wrong. */
export function linksSettings(overrides: Partial<LinkAnswerSettings> = {}): LinkAnswerSettings {
  const settings: LinkAnswerSettings = {
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

export function wholeSetting(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new LinksSettingsError(`${name} must be a whole number from 0 to ${max}, got "${raw}"`);
  }
  return value;
}

export function flagSetting(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw.trim().toLowerCase())) return true;
  if (["0", "false", "no", "off"].includes(raw.trim().toLowerCase())) return false;
  throw new LinksSettingsError(`${name} must be 1 or 0, got "${raw}"`);
}

/**
 * The answer settings from the environment, for the redirect server and the edge-config export alike:
 * LINKS_MAX_AGE (3600 s), LINKS_TRUSTED_COUNTRY_HEADER (comma-separated names; overrides the next one),
 * LINKS_TRUST_EDGE_HEADERS=1 (trust CloudFront-Viewer-Country, CF-IPCountry, X-Vercel-IP-Country),
 * LINKS_ACCEPT_LANGUAGE_REGION (1), LINKS_STOREFRONT_HOSTS (`us=www.example.com,gb=uk.example.com`:
 * production hosts replacing the fictional ones; targets are built on them and no Location ever leaves them),
 * STOREFRONT_ORIGINS (`production`, or `local` to send visitors to `http://{id}.localhost:{WEB_PORT}`).
 */
export function readLinksSettings(env: Record<string, string | undefined>): LinkAnswerSettings {
  const named = env.LINKS_TRUSTED_COUNTRY_HEADER?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const trustedCountryHeaders =
    named && named.length > 0
      ? named
      : flagSetting("LINKS_TRUST_EDGE_HEADERS", env.LINKS_TRUST_EDGE_HEADERS, false)
        ? [...edgeCountryHeaders]
        : [];
  return linksSettings({
    maxAgeSeconds: wholeSetting("LINKS_MAX_AGE", env.LINKS_MAX_AGE, 3600, 31_536_000),
    trustedCountryHeaders,
    useAcceptLanguageRegion: flagSetting("LINKS_ACCEPT_LANGUAGE_REGION", env.LINKS_ACCEPT_LANGUAGE_REGION, true),
    storefronts: storefrontHosts(env.LINKS_STOREFRONT_HOSTS, env),
  });
}

function storefrontHosts(raw: string | undefined, env: Record<string, string | undefined>): StorefrontRegistry {
  let origins: ReturnType<typeof readStorefrontOrigins>;
  try {
    origins = readStorefrontOrigins(env);
  } catch (error) {
    throw new LinksSettingsError((error as Error).message);
  }
  if ((raw === undefined || raw.trim() === "") && origins.kind === "production") return storefrontRegistry;
  const hosts: Record<string, string> = {};
  for (const pair of raw?.trim() ? raw.split(",") : []) {
    const [id, host, ...rest] = pair.split("=").map((part) => part.trim());
    if (!id || !host || rest.length > 0) {
      throw new LinksSettingsError(
        `LINKS_STOREFRONT_HOSTS must look like "us=www.example.com,gb=uk.example.com", got "${pair}"`,
      );
    }
    hosts[id] = host;
  }
  try {
    return createStorefrontRegistry(hosts, origins);
  } catch (error) {
    throw new LinksSettingsError(`LINKS_STOREFRONT_HOSTS: ${(error as Error).message}`);
  }
}

/** The request headers the answer depends on, for `Vary`. */
export function varyHeader(
  settings: Pick<LinkAnswerSettings, "trustedCountryHeaders" | "useAcceptLanguageRegion">,
): string {
  const names = ["Cookie", ...settings.trustedCountryHeaders.map(headerDisplayName)];
  if (settings.useAcceptLanguageRegion) names.push("Accept-Language");
  return names.join(", ");
}

const displayNames: Record<string, string> = {
  "cloudfront-viewer-country": "CloudFront-Viewer-Country",
  "cf-ipcountry": "CF-IPCountry",
  "x-vercel-ip-country": "X-Vercel-IP-Country",
};

function headerDisplayName(name: string): string {
  return (
    displayNames[name] ??
    name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
  );
}
