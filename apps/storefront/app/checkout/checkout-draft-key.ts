import { siteSettings } from "../site/build/compiled-site-settings.ts";

/**
 * Where the checkout draft is kept: one per storefront, like the cart; it never holds card data. Apart
 * from the draft's reader (checkout-draft.ts), whose address rules are far too large for pages that only
 * need the e-mail address given at checkout.
 */
export const draftKey = `hushling-checkout-${siteSettings.storefront}`;

/** The e-mail address the stored checkout draft holds, or undefined (none, unreadable, storage blocked). */
export function draftEmailAddress(): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey) ?? "null") as { emailAddress?: unknown } | null;
    const address = stored && typeof stored === "object" ? stored.emailAddress : undefined;
    return typeof address === "string" && address ? address : undefined;
  } catch {
    return undefined;
  }
}
