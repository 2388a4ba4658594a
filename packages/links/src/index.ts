export * from "./link-file.ts";
export * from "./redirect-index.ts";
export * from "./redirect-matching.ts";
export * from "./redirect-page.ts";
export * from "./redirect-rule.ts";
export * from "./redirect-table-lint.ts";
export * from "./target-pages.ts";
export { geographicTimeZonePattern, timeZoneCountries } from "./time-zone-countries.ts";
export * from "./visitor-country.ts";
