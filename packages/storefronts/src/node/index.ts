export * from "./page-policy.ts";
