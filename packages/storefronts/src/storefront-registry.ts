import { z } from "zod";
import { defaultHosts, defaultRoutes, storefrontTable } from "./storefront-data.ts";
import {
  type LanguageCode,
  type RouteTemplates,
  type Storefront,
  type StorefrontId,
  type StorefrontLanguage,
  storefrontIdSchema,
  storefrontSchema,
} from "./storefront-schema.ts";

/**
 * Where links to a storefront send people: its production host (`https://{host}`), or the local stack's
 * `http://{id}.localhost:{port}` so that a short link tried on a laptop lands on the storefront running there.
 */
export type StorefrontOrigins = { kind: "production" } | { kind: "local"; port: number };

export const productionOrigins: StorefrontOrigins = { kind: "production" };

const portSchema = z.coerce.number().int().min(1).max(65535);

/**
 * STOREFRONT_ORIGINS: `production` (default) or `local`; with `local`, WEB_PORT (8080) is the port of the
 * local static host. Read once at an edge (a script's start) and handed down inside the registry.
 */
export function readStorefrontOrigins(env: Record<string, string | undefined>): StorefrontOrigins {
  const kind = (env.STOREFRONT_ORIGINS ?? "").trim() || "production";
  if (kind === "production") return productionOrigins;
  if (kind !== "local") {
    throw new StorefrontConfigError(`STOREFRONT_ORIGINS must be "production" or "local", got "${kind}"`);
  }
  const port = portSchema.safeParse((env.WEB_PORT ?? "").trim() || "8080");
  if (!port.success) throw new StorefrontConfigError(`WEB_PORT must be a port number, got "${env.WEB_PORT}"`);
  return { kind: "local", port: port.data };
}

export type StorefrontRegistry = {
  readonly storefronts: readonly Storefront[];
  /** Whether links go to the production hosts or to the local stack. */
  readonly origins: StorefrontOrigins;
  /** `https://{host}` in production, `http://{id}.localhost:{port}` locally: where links to it go. */
  originOf(id: StorefrontId): string;
  byId(id: StorefrontId): Storefront;
  /** The storefront that serves a country (case-insensitive), or undefined when none does. */
  forCountry(country: string): Storefront | undefined;
  /** The storefront whose production host (or, with local origins, `{id}.localhost`) this is, or undefined. */
  forHost(host: string): Storefront | undefined;
};

export class StorefrontConfigError extends Error {
  override name = "StorefrontConfigError";
}

/**
 * Validates the storefront table with the given production hosts (id -> host) and indexes it.
 * Throws a StorefrontConfigError naming the storefront and field when the data is wrong.
 */
export function createStorefrontRegistry(
  hosts: Partial<Record<string, string>> = {},
  origins: StorefrontOrigins = productionOrigins,
): StorefrontRegistry {
  for (const id of Object.keys(hosts)) {
    if (!storefrontIdSchema.safeParse(id).success) {
      throw new StorefrontConfigError(`Host configured for unknown storefront "${id}"`);
    }
  }
  const storefronts = storefrontTable.map((input) => {
    const candidate = {
      ...input,
      host: hosts[input.id] ?? defaultHosts[input.id],
      languages: input.languages.map((language) => ({
        ...language,
        routes: { ...defaultRoutes(language.code), ...language.routes },
      })),
    };
    const parsed = storefrontSchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StorefrontConfigError(`Storefront ${input.id}: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    return Object.freeze(parsed.data);
  });

  const byCountry = new Map<string, Storefront>();
  const byHost = new Map<string, Storefront>();
  for (const storefront of storefronts) {
    for (const country of storefront.countries) {
      const taken = byCountry.get(country);
      if (taken) {
        throw new StorefrontConfigError(`Country ${country} is served by both ${taken.id} and ${storefront.id}`);
      }
      byCountry.set(country, storefront);
    }
    if (byHost.has(storefront.host)) throw new StorefrontConfigError(`Host ${storefront.host} is used twice`);
    byHost.set(storefront.host, storefront);
    if (origins.kind === "local") byHost.set(`${storefront.id}.localhost`, storefront);
  }

  const byId = (id: StorefrontId): Storefront => {
    const found = storefronts.find((storefront) => storefront.id === id);
    if (!found) throw new StorefrontConfigError(`Unknown storefront "${id}"`);
    return found;
  };
  return {
    storefronts,
    origins,
    originOf: (id) => (origins.kind === "local" ? localOrigin(byId(id), origins.port) : `https://${byId(id).host}`),
    byId,
    forCountry: (country) => byCountry.get(country.toLowerCase()),
    forHost: (host) => byHost.get(host.toLowerCase()),
  };
}

export function defaultLanguage(storefront: Storefront): StorefrontLanguage {
  // The schema guarantees at least one language.
  return storefront.languages[0] as StorefrontLanguage;
}

export function storefrontLanguage(storefront: Storefront, code: LanguageCode): StorefrontLanguage | undefined {
  return storefront.languages.find((language) => language.code === code);
}

/** The path prefix of a language: empty for the default language, `/{code}` (lowercase) otherwise. */
export function languagePrefix(storefront: Storefront, code: LanguageCode): string {
  return defaultLanguage(storefront).code === code ? "" : `/${code.toLowerCase()}`;
}

/** Fills a route template, e.g. `routePath(fr, "fr", "product", { category, product })`. */
export function routePath(
  storefront: Storefront,
  code: LanguageCode,
  route: keyof RouteTemplates,
  params: Record<string, string>,
): string {
  const language = storefrontLanguage(storefront, code);
  if (!language) throw new StorefrontConfigError(`Storefront ${storefront.id} has no language ${code}`);
  const path = language.routes[route].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new StorefrontConfigError(`Route ${route} needs a ${name}`);
    return encodeURIComponent(value);
  });
  return `${languagePrefix(storefront, code)}${path}`;
}

/** Where a storefront is served during local development and tests. */
export function localOrigin(storefront: Pick<Storefront, "id">, port: number): string {
  return `http://${storefront.id}.localhost:${port}`;
}
