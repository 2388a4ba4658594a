import { type ConsentCategory, grantedCategories } from "./consent-category.ts";

/** Google Consent Mode v2 storage types. */
export const consentModeTypes = [
  "ad_storage",
  "ad_user_data",
  "ad_personalization",
  "analytics_storage",
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
export type ConsentModeType = (typeof consentModeTypes)[number];
export type ConsentModeState = Record<ConsentModeType, "granted" | "denied">;

/** Which category grants which storage type; security storage needs no consent. */
const grantedBy: Record<ConsentModeType, ConsentCategory> = {
  ad_storage: "marketing",
  ad_user_data: "marketing",
  ad_personalization: "marketing",
  analytics_storage: "analytics",
  functionality_storage: "functional",
  personalization_storage: "functional",
  security_storage: "necessary",
};

/** How long tags wait for the banner's update before firing with the defaults. */
export const consentUpdateWaitMs = 500;

export function consentModeState(categories: Iterable<ConsentCategory>): ConsentModeState {
  const granted = new Set(grantedCategories(categories));
  return Object.fromEntries(
    consentModeTypes.map((type) => [type, granted.has(grantedBy[type]) ? "granted" : "denied"]),
  ) as ConsentModeState;
}

export type ConsentDefaultCommand = ["consent", "default", ConsentModeState & { wait_for_update: number }];
export type ConsentUpdateCommand = ["consent", "update", ConsentModeState];

/**
 * The `gtag("consent", "default", …)` arguments: everything denied except security storage. They must be
 * given before the tag manager's container script loads.
 */
export function consentDefaultCommand(): ConsentDefaultCommand {
  return ["consent", "default", { ...consentModeState([]), wait_for_update: consentUpdateWaitMs }];
}

/** The `gtag("consent", "update", …)` arguments for the categories the visitor chose. */
export function consentUpdateCommand(categories: Iterable<ConsentCategory>): ConsentUpdateCommand {
  return ["consent", "update", consentModeState(categories)];
}
