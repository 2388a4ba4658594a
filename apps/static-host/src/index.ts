export * from "./host-policy-files.ts";
export * from "./host-policy-settings.ts";
export * from "./ip-address-class.ts";
export * from "./proxy-target.ts";
export * from "./static-host.ts";
export * from "./third-party-proxy.ts";
export * from "./third-party-proxy-settings.ts";
