import { createHash } from "node:crypto";
import { pageContentSecurityPolicy, runnableInlineScripts, withPolicyMeta } from "../content-security-policy.ts";

/** A CSP hash source (without quotes) for an inline script's text. */
export function scriptHashSource(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** The policy a finished page needs: one hash per inline script it runs. */
export function pagePolicyFor(html: string): string {
  return pageContentSecurityPolicy(runnableInlineScripts(html).map(scriptHashSource));
}

/**
 * A finished page with its Content-Security-Policy meta element: for the build's last pass over its HTML
 * (after anything that adds or changes an inline script).
 */
export function withPageContentSecurityPolicy(html: string): string {
  return withPolicyMeta(html, pagePolicyFor(html));
}
