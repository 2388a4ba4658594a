export * from "./api-keys.ts";
export * from "./banner-dates.ts";
export * from "./protocol-constants.ts";
export * from "./protocol-schema.ts";
export * from "./request-limits.ts";
export * from "./search-terms.ts";
export * from "./url-filters.ts";
