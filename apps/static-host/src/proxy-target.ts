import { isIP } from "node:net";
import type { ThirdPartyProxySettings } from "./third-party-proxy-settings.ts";

export type ProxyRefusal = { status: 400 | 403; message: string };
export type ProxyTarget = { url: URL; hostname: string; port: number };

const maxUrlLength = 2048;

/**
 * Decides whether a URL may be fetched before anything is resolved: http or https, no credentials, a
 * host name on the allow-list (an IP address in any spelling never is), a default or allowed port.
 * Messages name the rule broken, never the URL as given.
 */
export function checkProxyTarget(
  raw: string,
  settings: Pick<ThirdPartyProxySettings, "allowedHosts" | "allowedPorts">,
): ProxyTarget | ProxyRefusal {
  if (raw.length > maxUrlLength) return { status: 400, message: `The url is longer than ${maxUrlLength} characters.` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { status: 400, message: "The url parameter is not an absolute URL." };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { status: 400, message: "Only http and https URLs can be proxied." };
  }
  if (url.username || url.password) return { status: 400, message: "URLs with a user name or password are refused." };
  // The URL parser has already turned 2130706433, 0x7f.1 and 017700000001 into 127.0.0.1.
  const hostname = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  if (isIP(hostname)) return { status: 403, message: "IP addresses cannot be proxied; only listed host names can." };
  if (!settings.allowedHosts.some((pattern) => hostMatchesPattern(hostname, pattern))) {
    return { status: 403, message: `The host ${hostname} is not on the third-party proxy's allow-list.` };
  }
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (url.port && !settings.allowedPorts.includes(port)) {
    return { status: 403, message: `Port ${port} is not allowed; only the default ports are.` };
  }
  return { url, hostname, port };
}

export function isRefusal(value: ProxyTarget | ProxyRefusal): value is ProxyRefusal {
  return "status" in value;
}

function hostMatchesPattern(hostname: string, pattern: string): boolean {
  if (pattern.startsWith("*.")) return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1;
  return hostname === pattern;
}
