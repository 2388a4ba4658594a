import type { Alternate, SitePage } from "./site-index.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The search engines' limit of addresses in one sitemap file. */
export const sitemapUrlLimit = 50_000;

/** A sitemap of one storefront's pages, each with its hreflang alternates (xhtml:link). */
export function sitemapXml(pages: readonly { loc: string; alternates: readonly Alternate[] }[]): string {
  if (pages.length > sitemapUrlLimit) {
    throw new Error(`A sitemap holds at most ${sitemapUrlLimit} addresses; split it with a sitemap index`);
  }
  const urls = pages.map(
    (page) =>
      `<url><loc>${escapeXml(page.loc)}</loc>${page.alternates
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join("")}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /order/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export type { SitePage };
