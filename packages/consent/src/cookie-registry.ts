import { z } from "zod";
import {
  type ConsentCategory,
  consentCategorySchema,
  grantedCategories,
  noChoiceCategories,
} from "./consent-category.ts";
import { isValidCookieName } from "./cookie-header.ts";
import type { CookieJar } from "./cookie-jar.ts";

export const registeredCookieSchema = z.object({
  name: z.string().refine(isValidCookieName, "must be a valid cookie name (letters, digits and !#$%&'*+-.^_`|~)"),
  category: consentCategorySchema,
  /** Lifetime in days; a session cookie when left out. */
  maxAgeDays: z.number().positive().max(400).optional(),
  path: z.string().startsWith("/").default("/"),
  domain: z.string().optional(),
  sameSite: z.enum(["Strict", "Lax", "None"]).default("Lax"),
  secure: z.boolean().default(false),
});
export type RegisteredCookie = z.output<typeof registeredCookieSchema>;
export type RegisteredCookieInput = z.input<typeof registeredCookieSchema>;

/** The site country cookie: an ISO alpha-2 code, needed for the shop to work, so never gated. */
export const countryCookie: RegisteredCookieInput = {
  name: "country",
  category: "necessary",
  maxAgeDays: 365,
  path: "/",
  sameSite: "Lax",
};

export type CookieWriteOutcome = "written" | "queued";

export type CookieRegistry = {
  register(cookie: RegisteredCookieInput): RegisteredCookie;
  /** Writes at once when the cookie's category is granted; otherwise keeps the value until it is. */
  set(name: string, value: string): CookieWriteOutcome;
  get(name: string): string | undefined;
  remove(name: string): void;
  /**
   * Applies the visitor's categories: call it when the consent tool loads (with the stored choice, or
   * none) and on every change. Registered cookies of other categories are deleted; values waiting for a
   * category now granted are written.
   */
  applyConsent(categories: Iterable<ConsentCategory>): void;
  granted(): readonly ConsentCategory[];
  pending(): readonly string[];
};

export class UnregisteredCookieError extends Error {
  override name = "UnregisteredCookieError";
}

/**
 * Gates every cookie the site itself writes by consent category. Until `applyConsent` runs, only
 * necessary cookies are written.
 */
export function createCookieRegistry(
  jar: CookieJar,
  cookies: readonly RegisteredCookieInput[] = [countryCookie],
): CookieRegistry {
  const registered = new Map<string, RegisteredCookie>();
  const waiting = new Map<string, string>();
  let granted = new Set<ConsentCategory>(noChoiceCategories);

  const write = (cookie: RegisteredCookie, value: string) =>
    jar.set(cookie.name, value, {
      path: cookie.path,
      domain: cookie.domain,
      sameSite: cookie.sameSite,
      secure: cookie.secure,
      maxAgeSeconds: cookie.maxAgeDays === undefined ? undefined : Math.round(cookie.maxAgeDays * 86_400),
    });

  const lookup = (name: string): RegisteredCookie => {
    const cookie = registered.get(name);
    if (!cookie) {
      throw new UnregisteredCookieError(
        `Cookie "${name}" is not registered. Register it with its consent category before writing it.`,
      );
    }
    return cookie;
  };

  const registry: CookieRegistry = {
    register(input) {
      const parsed = registeredCookieSchema.safeParse(input);
      if (!parsed.success) {
        const detail = parsed.error.issues.map((issue) => `${issue.path.join(".") || "cookie"}: ${issue.message}`);
        throw new TypeError(`Cannot register cookie "${String(input.name)}": ${detail.join("; ")}`);
      }
      registered.set(parsed.data.name, parsed.data);
      return parsed.data;
    },
    set(name, value) {
      const cookie = lookup(name);
      if (granted.has(cookie.category)) {
        waiting.delete(name);
        write(cookie, value);
        return "written";
      }
      waiting.set(name, value);
      return "queued";
    },
    get(name) {
      const cookie = lookup(name);
      return granted.has(cookie.category) ? jar.get(name) : undefined;
    },
    remove(name) {
      const cookie = lookup(name);
      waiting.delete(name);
      jar.remove(cookie.name, { path: cookie.path, domain: cookie.domain });
    },
    applyConsent(categories) {
      granted = new Set(grantedCategories(categories));
      const present = new Set(jar.names());
      for (const cookie of registered.values()) {
        if (granted.has(cookie.category)) {
          const value = waiting.get(cookie.name);
          if (value !== undefined) {
            waiting.delete(cookie.name);
            write(cookie, value);
          }
        } else if (present.has(cookie.name)) {
          jar.remove(cookie.name, { path: cookie.path, domain: cookie.domain });
        }
      }
    },
    granted: () => grantedCategories(granted),
    pending: () => [...waiting.keys()],
  };
  for (const cookie of cookies) registry.register(cookie);
  return registry;
}
