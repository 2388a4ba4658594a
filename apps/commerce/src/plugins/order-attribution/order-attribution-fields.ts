import { affiliateIdPattern, giftMessageMaxLength } from "@hushling/shop-api";
import type { CustomFieldConfig } from "@vendure/core";
import { LanguageCode } from "@vendure/core";

// Affiliate click ids arrive as URL parameters; anything beyond the pattern is not an id. The rules
// live in the Shop API client package so the storefront checks exactly what commerce accepts.

function affiliateId(name: string, label: string): CustomFieldConfig {
  return {
    name,
    type: "string",
    nullable: true,
    public: true,
    label: [{ languageCode: LanguageCode.en, value: label }],
    validate: (value: unknown) =>
      value == null || value === "" || (typeof value === "string" && affiliateIdPattern.test(value))
        ? undefined
        : `${name} must be 1-100 letters, digits, "_" or "-"`,
  };
}

/** The affiliate identifiers the visit arrived with (ADR 0027) and the gift message, set by the storefront on the active order. */
export const orderAttributionFields: CustomFieldConfig[] = [
  affiliateId("awinId", "Affiliate network id (awin)"),
  affiliateId("cjEventId", "Affiliate network event id (cj)"),
  {
    name: "giftMessage",
    type: "text",
    nullable: true,
    public: true,
    label: [{ languageCode: LanguageCode.en, value: "Gift message" }],
    validate: (value: unknown) =>
      value == null || (typeof value === "string" && value.length <= giftMessageMaxLength)
        ? undefined
        : `giftMessage must be at most ${giftMessageMaxLength} characters`,
  },
];
