export * from "./content-page-parse.ts";
export * from "./content-page-schema.ts";
export * from "./navigation-schema.ts";
