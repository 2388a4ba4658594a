import { z } from "zod";

/**
 * Content-Security-Policy for the storefront hosts, in two parts (ADR 0016):
 * - each page's `<meta http-equiv>` carries what differs per page: the hashes of its inline scripts;
 * - the header every response of a storefront host carries (nginx `add_header`, Netlify `_headers`, the
 *   local static host) names everything a page may load, which differs per deployment, not per page.
 * A browser enforces both; a script runs only when both allow it.
 */

/** `scheme://host[:port]`, nothing else: what a CSP source expression names. */
export const webOriginSchema = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: "custom", message: `"${value}" is not a URL` });
    return z.NEVER;
  }
  const local = url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    ctx.addIssue({ code: "custom", message: `"${value}" must be https (plain http only on this machine)` });
    return z.NEVER;
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    ctx.addIssue({ code: "custom", message: `"${value}" must be an origin (scheme, host and port only)` });
    return z.NEVER;
  }
  return url.origin;
});

/** Video players a visitor may open on content pages (nothing loads from them until asked). */
export const defaultVideoPlayerOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

export const hostPolicySettingsSchema = z.strictObject({
  /** The commerce server whose Shop API the cart and checkout call. */
  shopApiOrigin: webOriginSchema,
  /** The search service (ours, or the hosted provider's endpoints). */
  searchOrigins: z.array(webOriginSchema).default([]),
  /** Further origins the pages call, as consent, analytics and error reporting add them. */
  connectOrigins: z.array(webOriginSchema).default([]),
  /**
   * Origins of the scripts the consent tool adds once allowed (the tag manager's container, the reviews,
   * photo and ad scripts); proxied scripts are same-origin and need none.
   */
  scriptOrigins: z.array(webOriginSchema).default([]),
  videoPlayerOrigins: z.array(webOriginSchema).default(defaultVideoPlayerOrigins),
});
export type HostPolicySettings = z.output<typeof hostPolicySettingsSchema>;
export type HostPolicySettingsInput = z.input<typeof hostPolicySettingsSchema>;

/** Validated settings; throws a ZodError naming the bad origin. */
export function hostPolicySettings(input: HostPolicySettingsInput): HostPolicySettings {
  return hostPolicySettingsSchema.parse(input);
}

const unique = (values: readonly string[]) => [...new Set(values)];
const serialise = (directives: ReadonlyArray<readonly [string, readonly string[]]>) =>
  directives.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");

/**
 * The header for every response of a storefront host. Everything a page loads is same-origin (its HTML,
 * `/assets/` scripts and styles, `/images/`, the prerendered `.data` files) except the Shop API and
 * search calls, the cart lines' pictures (from the commerce server) and a video a visitor opens. The header lets inline scripts through (`'unsafe-inline'`) and
 * leaves the choice among them to the page's meta policy, which lists their hashes: a browser enforces
 * both, so only the hashed ones run.
 */
export function hostContentSecurityPolicy(settings: HostPolicySettings): string {
  const videos = settings.videoPlayerOrigins.length > 0 ? settings.videoPlayerOrigins : ["'none'"];
  return serialise([
    ["default-src", ["'none'"]],
    ["script-src", unique(["'self'", "'unsafe-inline'", ...settings.scriptOrigins])],
    ["style-src", ["'self'"]],
    // Cart lines show the commerce server's picture of the variant (its asset previews share the Shop API's origin).
    ["img-src", unique(["'self'", settings.shopApiOrigin])],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", settings.shopApiOrigin, ...settings.searchOrigins, ...settings.connectOrigins])],
    ["frame-src", videos],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]);
}

/**
 * The policy for one page's `<meta http-equiv="Content-Security-Policy">`: only the hashed inline scripts
 * run; scripts those create (React Router's deferred module script, the modules it imports) are trusted
 * through `'strict-dynamic'`; `'self'` is for browsers older than `'strict-dynamic'`.
 */
export function pageContentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return serialise([
    ["script-src", ["'self'", "'strict-dynamic'", ...unique(inlineScriptHashes).map((hash) => `'${hash}'`)]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
  ]);
}

// Script elements run when their type is empty, a JavaScript MIME type, or module; JSON-LD and other data
// blocks are never run, so they need no hash.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const sourceAttribute = /\bsrc\s*=/i;
const runnableTypes = /^(?:|module|importmap|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The text of every inline script a browser would run, in document order, as the browser hashes it
 * (script text is not entity-decoded; the HTML parser turns CRLF and CR into LF).
 */
export function runnableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(inlineScript)) {
    if (sourceAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (runnableTypes.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) {
      scripts.push(text.replace(/\r\n?/g, "\n"));
    }
  }
  return scripts;
}

// After `<head>` and its `<meta charset>` if that comes first (it must stay in the first 1024 bytes).
const headStart = /<head\b[^>]*>(?:\s*<meta charset=[^>]*>)?/i;
const policyMeta = /<meta\s+http-equiv\s*=\s*["']?content-security-policy/i;

/**
 * The page with its policy at the top of `<head>`, before any script (a meta policy governs only what
 * follows it). Throws on HTML without a head, or with a policy already: a page must carry exactly one.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const head = headStart.exec(html);
  if (!head) throw new Error("The page has no <head> to carry its Content-Security-Policy");
  if (policyMeta.test(html)) throw new Error("The page already carries a Content-Security-Policy meta element");
  const at = head.index + head[0].length;
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(at)}`;
}
