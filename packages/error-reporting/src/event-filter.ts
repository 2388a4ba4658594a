import type { ErrorEvent, EventHint, StackFrame } from "@sentry/react";
import { isPageSpeedAuditBot } from "./audit-bot.ts";
import type { ErrorReportingSettings } from "./error-reporting-settings.ts";
import { withoutPersonalData } from "./personal-data.ts";

export type DropReason =
  | "audit-bot"
  | "chunk-load"
  | "get-product-defaults"
  | "ignored-message"
  | "browser-extension"
  | "third-party-script"
  | "search-ipv6-check";

const chunkLoadPatterns = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

/** Failures of the visitor's network or browser, which nobody here can fix. */
const ignoredMessages = [
  "Network request failed",
  "Failed to fetch",
  "Script error.",
  "ResizeObserver loop limit exceeded",
  "webkit-masked-url",
];

/** React's production hydration and suspense errors: the page recovers by rendering on the client. */
const hydrationErrorPattern = /Minified React error #(421|422|423|425)\b/;

/** Globals that browser extensions, in-app browsers and ad blockers inject into pages, and errors about them. */
const extensionGlobals = [
  "__gCrWeb",
  "__firefox__",
  "_avast_submit",
  "ibFindAllVideos",
  "instantSearchSDKJSBridgeClearHighlight",
  "vid_mate_check",
  "zaloJSV2",
  "MyAppGetLinkHREFAtPoint",
  "__AutoFillPopupClose__",
  "webkit.messageHandlers",
  "googletag",
  "adsbygoogle",
];

const extensionSchemes = /^(chrome|moz|safari|safari-web|ms-browser)-extension:|^webkit-masked-url:/i;

/**
 * Says why an event should not be sent, or undefined to send it. The checks read the message, every
 * exception's type and value, the original error, and every stack frame's file and function.
 */
export function dropReason(
  event: ErrorEvent,
  hint: EventHint | undefined,
  settings: Pick<ErrorReportingSettings, "ignoredScriptHosts">,
  userAgent: string | undefined,
): DropReason | undefined {
  if (isPageSpeedAuditBot(userAgent) || isPageSpeedAuditBot(event.request?.headers?.["User-Agent"])) return "audit-bot";
  const texts = eventTexts(event, hint);
  const frames = stackFrames(event);
  if (texts.some((text) => chunkLoadPatterns.some((pattern) => pattern.test(text)))) return "chunk-load";
  if (
    texts.some((text) => text.includes("getProductDefaults")) ||
    frames.some((frame) => frame.function?.includes("getProductDefaults"))
  ) {
    return "get-product-defaults";
  }
  if (
    texts.some((text) => ignoredMessages.some((message) => text.includes(message)) || hydrationErrorPattern.test(text))
  ) {
    return "ignored-message";
  }
  if (
    texts.some((text) => extensionGlobals.some((name) => text.includes(name))) ||
    frames.some((frame) => extensionSchemes.test(frameFile(frame)))
  ) {
    return "browser-extension";
  }
  const hosts = settings.ignoredScriptHosts;
  const frameHosts = frames.flatMap((frame) => scriptHost(frameFile(frame)) ?? []);
  if (hosts.searchIpv6Check.length > 0) {
    const fromIpv6Check = (host: string) => hosts.searchIpv6Check.some((listed) => hostMatches(host, listed));
    const mentionsIpv6Check = (text: string) =>
      hosts.searchIpv6Check.some((listed) => text.toLowerCase().includes(listed.toLowerCase()));
    if (frameHosts.some(fromIpv6Check) || texts.some(mentionsIpv6Check)) return "search-ipv6-check";
  }
  const providerHosts = [...hosts.reviews, ...hosts.photoUgc, ...hosts.socialAds];
  if (frameHosts.some((host) => providerHosts.some((listed) => hostMatches(host, listed)))) return "third-party-script";
  return undefined;
}

/** The `beforeSend` hook: drops the events `dropReason` names, and strips personal data from the rest. */
export function createBeforeSend(
  settings: Pick<ErrorReportingSettings, "ignoredScriptHosts">,
  userAgent: string | undefined,
): (event: ErrorEvent, hint: EventHint) => ErrorEvent | null {
  return (event, hint) => (dropReason(event, hint, settings, userAgent) ? null : withoutPersonalData(event));
}

function eventTexts(event: ErrorEvent, hint: EventHint | undefined): string[] {
  const texts: string[] = [];
  if (event.message) texts.push(event.message);
  for (const exception of event.exception?.values ?? []) {
    texts.push([exception.type, exception.value].filter(Boolean).join(": "));
  }
  const original = hint?.originalException;
  if (original instanceof Error) texts.push(`${original.name}: ${original.message}`);
  else if (typeof original === "string") texts.push(original);
  return texts;
}

function stackFrames(event: ErrorEvent): StackFrame[] {
  return (event.exception?.values ?? []).flatMap((exception) => exception.stacktrace?.frames ?? []);
}

function frameFile(frame: StackFrame): string {
  return frame.abs_path ?? frame.filename ?? "";
}

/**
 * The host a script was served from; for a script loaded through the site's third-party proxy, the host
 * of the proxied URL.
 */
export function scriptHost(file: string): string | undefined {
  let url: URL;
  try {
    url = new URL(file);
  } catch {
    return undefined;
  }
  if (url.pathname === "/__third-party-proxy") {
    const proxied = url.searchParams.get("url");
    return proxied ? scriptHost(proxied) : undefined;
  }
  return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : undefined;
}

/** A listed host matches itself and its subdomains. */
function hostMatches(host: string, listed: string): boolean {
  const wanted = listed.toLowerCase();
  return host === wanted || host.endsWith(`.${wanted}`);
}
