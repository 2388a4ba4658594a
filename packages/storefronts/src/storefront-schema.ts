import { isKnownCountry } from "@hushling/countries";
import { z } from "zod";

/** Languages the brand writes copy in; the order here is only alphabetical. */
export const languageCodes = ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "sv", "zh-Hant"] as const;
export const languageCodeSchema = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const storefrontIds = [
  "us",
  "ca",
  "gb",
  "eu",
  "se",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "au",
  "hk",
  "kr",
  "jp",
] as const;
export const storefrontIdSchema = z.enum(storefrontIds);
export type StorefrontId = z.infer<typeof storefrontIdSchema>;

const countryCodeSchema = z
  .string()
  .regex(/^[a-z]{2}$/, "a lowercase ISO 3166-1 alpha-2 code")
  .refine(isKnownCountry, { error: (issue) => `"${String(issue.input)}" is not an ISO 3166-1 country` });

const hostSchema = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "a lowercase DNS host name without scheme or port",
  );

/** Route templates; `{category}`, `{product}` and `{slug}` are filled per page. */
export const routeTemplatesSchema = z.object({
  product: z.string().startsWith("/"),
  category: z.string().startsWith("/"),
  page: z.string().startsWith("/"),
});
export type RouteTemplates = z.infer<typeof routeTemplatesSchema>;

export const storefrontLanguageSchema = z.object({
  code: languageCodeSchema,
  /** BCP 47 locale used for money, dates and `<html lang>`. */
  locale: z.string().min(2),
  routes: routeTemplatesSchema,
});
export type StorefrontLanguage = z.infer<typeof storefrontLanguageSchema>;

export const storefrontSchema = z
  .object({
    id: storefrontIdSchema,
    name: z.string().min(1),
    host: hostSchema,
    currency: z.string().regex(/^[A-Z]{3}$/, "an ISO 4217 currency code"),
    /** The first language is the storefront's default and is served without a path prefix. */
    languages: z.array(storefrontLanguageSchema).min(1),
    countries: z.array(countryCodeSchema).min(1),
  })
  .superRefine((storefront, ctx) => {
    const codes = storefront.languages.map((language) => language.code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: "custom", path: ["languages"], message: `${storefront.id} lists a language twice` });
    }
  });
export type Storefront = z.infer<typeof storefrontSchema>;
