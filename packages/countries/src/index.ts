export * from "./country-reference.ts";
