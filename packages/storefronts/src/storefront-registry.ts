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

export type StorefrontRegistry = {
  readonly storefronts: readonly Storefront[];
  byId(id: StorefrontId): Storefront;
  /** The storefront that serves a country (case-insensitive), or undefined when none does. */
  forCountry(country: string): Storefront | undefined;
  /** The storefront whose production host this is, or undefined. */
  forHost(host: string): Storefront | undefined;
};

export class StorefrontConfigError extends Error {
  override name = "StorefrontConfigError";
}

/**
 * Validates the storefront table with the given production hosts (id -> host) and indexes it.
 * Throws a StorefrontConfigError naming the storefront and field when the data is wrong.
 */
export function createStorefrontRegistry(hosts: Partial<Record<string, string>> = {}): StorefrontRegistry {
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
  }

  return {
    storefronts,
    byId(id) {
      const found = storefronts.find((storefront) => storefront.id === id);
      if (!found) throw new StorefrontConfigError(`Unknown storefront "${id}"`);
      return found;
    },
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
