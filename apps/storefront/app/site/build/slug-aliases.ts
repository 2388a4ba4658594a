import type { SitePage } from "../seo/site-index.ts";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A static redirect from an English-slug address to the page's own address. The script keeps the
 * query string (campaign tracking) and hash; the meta refresh serves visitors without JavaScript.
 */
export function aliasRedirectHtml(target: string, canonical: string, lang: string): string {
  const href = escapeHtml(target);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>Hushling</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(canonical)}"><script>location.replace(${JSON.stringify(target).replace(/</g, "\\u003c")}+location.search+location.hash)</script><meta http-equiv="refresh" content="0; url=${href}"></head><body><p><a href="${href}">${escapeHtml(canonical)}</a></p></body></html>\n`;
}

/** The file a static host serves for an address: `/a/` and `/a` both as `/a/index.html`. */
export function indexFileOf(path: string): string {
  return `${path.replace(/\/$/, "")}/index.html`;
}

/** Alias address -> page it redirects to, leaving out any alias that is itself a real page of the storefront. */
export function aliasRedirects(pages: readonly SitePage[]): Map<string, SitePage> {
  const real = new Set(pages.map((page) => indexFileOf(page.path)));
  const redirects = new Map<string, SitePage>();
  for (const page of pages) {
    if (page.alias && !real.has(indexFileOf(page.alias)) && !redirects.has(page.alias)) redirects.set(page.alias, page);
  }
  return redirects;
}
