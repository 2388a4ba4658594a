export * from "./static-host.ts";
