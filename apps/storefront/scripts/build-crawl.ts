/**
 * Checks the static output of the storefront builds the way a crawler would: every internal link,
 * every image the pages show (`<img src/srcset>`, `og:image`) and every hreflang alternate must land on
 * a file the build wrote, and alternates must be reciprocal. Links, canonicals and alternates name the
 * final address: none is one the static host answers with a redirect (a folder without its slash).
 * Pure functions over file lists and HTML text, so they are tested without a build. What a static host
 * answers and the short-link target checks live in @hushling/links, which `links check` shares.
 */

import {
  pageAlternates as alternates,
  tagAttribute as attribute,
  type BuiltSite,
  canonicalOf,
  type LinkTargetProblem,
  pageExists,
  redirectedPath,
} from "@hushling/links";

export type { BuiltSite } from "@hushling/links";

export type Problem = {
  site: string;
  page: string;
  kind: "broken-link" | "broken-alternate" | "one-way-alternate" | "redirected-link" | LinkTargetProblem["kind"];
  target: string;
};

/** Internal link targets (`<a href="/...">`) of an HTML page. */
export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*>/gi)]
    .map((match) => attribute(match[0], "href"))
    .filter((href): href is string => !!href && href.startsWith("/") && !href.startsWith("//"));
}

/**
 * Image files an HTML page shows from its own site: `<img>` `src` and `srcset` candidates, and an
 * `og:image` on `origin` (as a path). A missing one is a broken link like any other.
 */
export function internalImages(html: string, origin: string): string[] {
  const images = [...html.matchAll(/<img\s[^>]*>/gi)].flatMap((match) => {
    const srcset = (attribute(match[0], "srcset") ?? "")
      .split(",")
      .map((candidate) => candidate.trim().split(/\s+/)[0]);
    return [attribute(match[0], "src"), ...srcset];
  });
  const shared = [...html.matchAll(/<meta\s[^>]*>/gi)].flatMap((match) =>
    attribute(match[0], "property") === "og:image" ? [attribute(match[0], "content")] : [],
  );
  const own = shared.flatMap((url) => (url?.startsWith(`${origin}/`) ? [url.slice(origin.length)] : []));
  return [...images, ...own].filter((src): src is string => !!src && src.startsWith("/") && !src.startsWith("//"));
}

/** The page path a file serves: `/a/b/index.html` -> `/a/b/`. */
export function pagePathOf(file: string): string {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

/** One key for `/a/b` and `/a/b/`, which a static host serves alike. */
const sameAddress = (url: string) => url.replace(/\/$/, "");

/** All problems across the built sites; `read(site, file)` gives a page's HTML. */
export function crawl(
  sites: readonly BuiltSite[],
  read: (site: BuiltSite, file: string) => string,
): {
  pages: number;
  /** Internal links and image files checked, images included. */
  links: number;
  images: number;
  alternates: number;
  problems: Problem[];
} {
  const byOrigin = new Map(sites.map((site) => [site.origin, site]));
  const problems: Problem[] = [];
  const alternatesOf = new Map<string, Set<string>>();
  let pages = 0;
  let links = 0;
  let images = 0;
  let alternateCount = 0;
  const pageFiles = (site: BuiltSite) =>
    [...site.files].filter((file) => file.endsWith(".html") && !file.endsWith("__spa-fallback.html"));
  for (const site of sites) {
    for (const file of pageFiles(site)) {
      pages += 1;
      const html = read(site, file);
      const page = pagePathOf(file);
      const shown = internalImages(html, site.origin);
      images += shown.length;
      for (const href of [...internalLinks(html), ...shown]) {
        links += 1;
        if (!pageExists(site.files, href)) problems.push({ site: site.id, page, kind: "broken-link", target: href });
      }
      for (const href of [...internalLinks(html), canonicalOf(html), ...alternates(html).map(({ href }) => href)]) {
        const url = href && new URL(href, site.origin);
        const target = url && byOrigin.get(url.origin);
        if (url && target && redirectedPath(target.files, url.pathname)) {
          problems.push({ site: site.id, page, kind: "redirected-link", target: href });
        }
      }
      const own = sameAddress(`${site.origin}${page}`);
      const linked = new Set<string>();
      for (const alternate of alternates(html)) {
        alternateCount += 1;
        const url = new URL(alternate.href);
        const target = byOrigin.get(url.origin);
        if (!target || !pageExists(target.files, url.pathname)) {
          problems.push({ site: site.id, page, kind: "broken-alternate", target: alternate.href });
        }
        linked.add(sameAddress(alternate.href));
      }
      alternatesOf.set(own, linked);
    }
  }
  for (const [page, linked] of alternatesOf) {
    if (linked.size === 0) continue;
    for (const target of linked) {
      const back = alternatesOf.get(target);
      if (back && !back.has(page)) {
        const site = sites.find((candidate) => page.startsWith(candidate.origin));
        problems.push({ site: site?.id ?? "?", page, kind: "one-way-alternate", target });
      }
    }
  }
  return { pages, links, images, alternates: alternateCount, problems };
}
