import { z } from "zod";
import { type ConsentCategory, consentCategorySchema, grantedCategories } from "./consent-category.ts";

/** The third-party script slots the brand runs; each may be left unconfigured. */
export const thirdPartySlots = ["reviews", "photo-ugc", "social-ads-pixel"] as const;
export type ThirdPartySlot = (typeof thirdPartySlots)[number];

/** https on a named host; plain http only on this machine (a test's fake provider). */
const scriptUrl = z
  .url({ protocol: /^https?$/ })
  .refine((url) => {
    const { protocol, hostname } = new URL(url);
    const local = hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1";
    return protocol === "https:" ? z.regexes.domain.test(hostname) : local;
  }, "must be https on a host name (plain http only on localhost or 127.0.0.1)")
  .refine((url) => !new URL(url).username && !new URL(url).password, "must not carry credentials");

export const thirdPartyScriptSchema = z.object({
  slot: z.enum(thirdPartySlots),
  src: scriptUrl,
  /** Marketing unless stated: every slot the brand runs today tracks visitors. */
  category: consentCategorySchema.exclude(["necessary"]).default("marketing"),
  /** Load through the site's third-party proxy instead of from the provider's host. */
  proxied: z.boolean().default(false),
});
export type ThirdPartyScript = z.output<typeof thirdPartyScriptSchema>;

export const thirdPartyScriptsSchema = z
  .array(thirdPartyScriptSchema)
  .refine(
    (scripts) => new Set(scripts.map((script) => script.slot)).size === scripts.length,
    "each slot may appear once",
  );

/** What the site state's addScript takes: a script with an id, replaced when added again. */
export type SiteScript = { id: string; src: string; async: true };

export const thirdPartyProxyPath = "/__third-party-proxy";

export function scriptSource(script: ThirdPartyScript): string {
  return script.proxied ? `${thirdPartyProxyPath}?url=${encodeURIComponent(script.src)}` : script.src;
}

export type ScriptChanges = { add: SiteScript[]; remove: string[] };

/**
 * Which configured scripts to add and which to remove for the granted categories. Adding is idempotent
 * (addScript replaces by id); a withdrawn category removes its scripts, though what they already did
 * in this page stays until the next load, which is why the banner reloads nothing and the registry clears cookies.
 */
export function scriptChangesForConsent(
  scripts: readonly ThirdPartyScript[],
  categories: Iterable<ConsentCategory>,
): ScriptChanges {
  const granted = new Set(grantedCategories(categories));
  const changes: ScriptChanges = { add: [], remove: [] };
  for (const script of scripts) {
    const id = `third-party-${script.slot}`;
    if (granted.has(script.category)) changes.add.push({ id, src: scriptSource(script), async: true });
    else changes.remove.push(id);
  }
  return changes;
}

/** The host names the third-party proxy must allow for the proxied scripts. */
export function proxiedHosts(scripts: readonly ThirdPartyScript[]): string[] {
  return [...new Set(scripts.filter((script) => script.proxied).map((script) => new URL(script.src).hostname))].sort();
}
