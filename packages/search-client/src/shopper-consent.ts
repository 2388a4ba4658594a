import { type ItemName, protectedItems } from "./client-storage.ts";

/**
 * The shopper-consent rule for one page: where consent is required, protected items (session, IP data,
 * recent clicks) are kept only once the shopper consented; consent can be given and withdrawn meanwhile.
 */
export function shopperConsent(required: boolean, given: boolean) {
  let consented = given;
  return {
    mayStore: (item: ItemName) => !required || consented || !protectedItems.has(item),
    /** The events' `data_protection` flag: consent is required and not given. */
    dataProtection: () => required && !consented,
    set(value: boolean): void {
      consented = value;
    },
  };
}

export type ShopperConsent = ReturnType<typeof shopperConsent>;
