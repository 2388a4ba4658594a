/**
 * What the browser tests (tests/e2e) use of commerce, as `@hushling/commerce/testing`: the seeded shop
 * they start from and the Admin API calls that set a product's stock.
 */
export { AdminSession, setStock, variantStock } from "./admin-session.ts";
export { seededSqliteDataDir } from "./commerce-process.ts";
