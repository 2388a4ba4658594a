/**
 * The rules of the order's custom fields (commerce's order-attribution plugin enforces them, the
 * storefront checks the same before sending), kept here so both read one definition.
 */

/** An affiliate click id as the networks send it: 1-100 letters, digits, "_" or "-". */
export const affiliateIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

/** The longest gift message commerce stores, in characters. */
export const giftMessageMaxLength = 300;

export type AffiliateIds = { awinId?: string; cjEventId?: string };

/** The landing URL's parameters that carry the networks' click ids. */
export const affiliateParameters = { awinId: "awc", cjEventId: "cjevent" } as const;

export function isAffiliateId(value: unknown): value is string {
  return typeof value === "string" && affiliateIdPattern.test(value);
}

/**
 * The affiliate click ids in a landing URL's query (`?awc=...&cjevent=...`); a value that is not an
 * id (empty, too long, markup, spaces) is left out rather than stored or sent.
 */
export function affiliateIdsFromQuery(search: string | URLSearchParams): AffiliateIds {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const ids: AffiliateIds = {};
  for (const [field, parameter] of Object.entries(affiliateParameters) as [keyof AffiliateIds, string][]) {
    const value = query.get(parameter)?.trim();
    if (isAffiliateId(value)) ids[field] = value;
  }
  return ids;
}

/** Reads remembered ids back (from storage, a visitor could have edited them): only valid ids survive. */
export function parseAffiliateIds(json: string | null): AffiliateIds {
  if (!json) return {};
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof data !== "object" || data === null) return {};
  const record = data as Record<string, unknown>;
  const ids: AffiliateIds = {};
  if (isAffiliateId(record.awinId)) ids.awinId = record.awinId;
  if (isAffiliateId(record.cjEventId)) ids.cjEventId = record.cjEventId;
  return ids;
}

/**
 * The ids still to be set on an order: those remembered that the order does not carry yet. A newer
 * click (a different id) replaces the order's, as the networks attribute to the last click.
 */
export function affiliateIdsToAttach(
  remembered: AffiliateIds,
  order: { customFields?: { awinId?: string | null; cjEventId?: string | null } | null },
): AffiliateIds | null {
  const missing: AffiliateIds = {};
  if (remembered.awinId && order.customFields?.awinId !== remembered.awinId) missing.awinId = remembered.awinId;
  if (remembered.cjEventId && order.customFields?.cjEventId !== remembered.cjEventId) {
    missing.cjEventId = remembered.cjEventId;
  }
  return Object.keys(missing).length > 0 ? missing : null;
}

/** A gift message as commerce will store it: trimmed; `tooLongBy` > 0 when it must be shortened first. */
export function checkGiftMessage(text: string): { message: string; length: number; tooLongBy: number } {
  const message = text.trim();
  // Counted as commerce counts (UTF-16 code units, JavaScript's length).
  return { message, length: message.length, tooLongBy: Math.max(message.length - giftMessageMaxLength, 0) };
}
