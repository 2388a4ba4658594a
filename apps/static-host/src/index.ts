export * from "./host-policy-files.ts";
export * from "./host-policy-settings.ts";
export * from "./static-host.ts";
