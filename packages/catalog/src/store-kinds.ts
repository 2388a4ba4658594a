/**
 * Store vocabulary without zod: the store page's browser script imports this module through the
 * `@hushling/catalog/store-kinds` subpath, because the package index would pull zod into its bundle.
 */

/** What kind of shop a store is, in the order the store page's kind filter offers them. */
export const storeKinds = ["store", "department-store", "pharmacy"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** Opening-hours days, Monday first (ISO 8601 and schema.org's order). */
export const weekdays = ["mo", "tu", "we", "th", "fr", "sa", "su"] as const;
export type Weekday = (typeof weekdays)[number];
