import { z } from "zod";
import { type ConsentCategory, consentCategorySchema, grantedCategories } from "./consent-category.ts";
import type { CookieJar } from "./cookie-jar.ts";

/** The cookie the consent banner keeps the visitor's choice in. */
export const consentCookieName = "hushling_consent";

/**
 * The consent banner's stored choice, as it writes it. Only what we rely on is checked, strictly, so a
 * cookie edited by hand (an unknown category, a missing id, a bad date) is not mistaken for a choice.
 */
export const storedConsentSchema = z.object({
  categories: z.array(consentCategorySchema).refine((list) => list.includes("necessary"), "must include necessary"),
  revision: z.number().int().nonnegative(),
  consentId: z.string().regex(/^[0-9a-f-]{16,64}$/i, "must be the banner's generated id"),
  consentTimestamp: z.iso.datetime({ offset: true }),
  lastConsentTimestamp: z.iso.datetime({ offset: true }),
  expirationTime: z.number().int().positive(),
  languageCode: z.string().optional(),
  services: z.record(z.string(), z.array(z.string())).optional(),
  data: z.unknown().optional(),
});
export type StoredConsent = z.infer<typeof storedConsentSchema>;

export type ConsentChoice =
  | { status: "chosen"; categories: ConsentCategory[] }
  | { status: "none"; reason: "absent" | "corrupt" | "outdated" | "expired" };

/**
 * Reads the visitor's stored choice. Anything that is not a valid, current, unexpired choice counts as
 * no choice: the banner is shown again and only necessary cookies are allowed.
 */
export function readConsentChoice(
  jar: CookieJar,
  options: { revision: number; now?: number; cookieName?: string },
): ConsentChoice {
  const raw = jar.get(options.cookieName ?? consentCookieName);
  if (raw === undefined || raw === "") return { status: "none", reason: "absent" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { status: "none", reason: "corrupt" };
  }
  const parsed = storedConsentSchema.safeParse(json);
  if (!parsed.success) return { status: "none", reason: "corrupt" };
  if (parsed.data.revision !== options.revision) return { status: "none", reason: "outdated" };
  if (parsed.data.expirationTime <= (options.now ?? Date.now())) return { status: "none", reason: "expired" };
  return { status: "chosen", categories: grantedCategories(parsed.data.categories) };
}

/**
 * Call before the banner runs: a stored choice that is not valid is deleted, so the banner (which would
 * otherwise trust any cookie with an id) asks again.
 */
export function discardInvalidConsentCookie(
  jar: CookieJar,
  options: { revision: number; now?: number; cookieName?: string },
): ConsentChoice {
  const choice = readConsentChoice(jar, options);
  if (choice.status === "none" && choice.reason !== "absent")
    jar.remove(options.cookieName ?? consentCookieName, { path: "/" });
  return choice;
}
