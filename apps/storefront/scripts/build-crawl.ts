/**
 * Checks the static output of the storefront builds the way a crawler would: every internal link,
 * every image the pages show (`<img src/srcset>`, `og:image`) and every hreflang alternate must land on
 * a file the build wrote, and alternates must be reciprocal.
 * Pure functions over file lists and HTML text, so they are tested without a build.
 */

/** A storefront's client folder as the set of its file paths, each starting with "/". */
export type BuiltSite = { id: string; origin: string; files: ReadonlySet<string> };

export type Problem = {
  site: string;
  page: string;
  kind:
    | "broken-link"
    | "broken-alternate"
    | "one-way-alternate"
    | "dead-short-link"
    | "short-link-to-alias"
    | "short-link-to-other-page";
  target: string;
};

/** Whether a static host serving `files` answers `path` with a page (folder index or file). */
export function pageExists(files: ReadonlySet<string>, path: string): boolean {
  const clean = decodeURI(path.split(/[?#]/)[0] ?? "/");
  if (clean.endsWith("/")) return files.has(`${clean}index.html`);
  return files.has(clean) || files.has(`${clean}/index.html`);
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");

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

/** hreflang alternates (`<link rel="alternate" hreflang href>`) of an HTML page. */
export function alternates(html: string): { hreflang: string; href: string }[] {
  return [...html.matchAll(/<link\s[^>]*>/gi)].flatMap((match) => {
    const tag = match[0];
    const hreflang = attribute(tag, "hreflang");
    const href = attribute(tag, "href");
    return attribute(tag, "rel") === "alternate" && hreflang && href ? [{ hreflang, href }] : [];
  });
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

/**
 * Short-link targets that land on no built page: every rule's absolute target must be a page of the
 * storefront build whose host it names. Rules for storefronts that were not built are skipped.
 */
export function deadLinkTargets(
  rules: readonly { fromPath: string; toPath: string }[],
  sites: readonly BuiltSite[],
): Problem[] {
  const byOrigin = new Map(sites.map((site) => [site.origin, site]));
  const problems: Problem[] = [];
  for (const rule of rules) {
    const url = new URL(rule.toPath);
    const site = byOrigin.get(url.origin);
    if (site && !pageExists(site.files, url.pathname)) {
      problems.push({ site: site.id, page: rule.fromPath, kind: "dead-short-link", target: rule.toPath });
    }
  }
  return problems;
}

/** The file a static host serves for `path`, when the build has it. */
function servedFile(files: ReadonlySet<string>, path: string): string | undefined {
  const clean = decodeURI(path);
  const candidates = clean.endsWith("/") ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.find((file) => files.has(file));
}

/** `<link rel="canonical" href>` of an HTML page. */
export function canonicalOf(html: string): string | undefined {
  for (const match of html.matchAll(/<link\s[^>]*>/gi)) {
    if (attribute(match[0], "rel") === "canonical") return attribute(match[0], "href");
  }
  return undefined;
}

/** One short link's targets; `mayDiffer` marks rules with a recorded quirk (they may name another page). */
export type ShortLinkTargets = { fromPath: string; targets: { toPath: string; mayDiffer: boolean }[] };

/**
 * Short-link targets that are not the page itself but an address the build only redirects from (an
 * English-slug alias: one more hop for every visitor), and targets that land on another page than the
 * link's other targets. A page is known by its x-default alternate, which every language version of it
 * on every storefront shares. Targets on storefronts that were not built are skipped.
 */
export function misdirectedLinkTargets(
  links: readonly ShortLinkTargets[],
  sites: readonly BuiltSite[],
  read: (site: BuiltSite, file: string) => string,
): Problem[] {
  const byOrigin = new Map(sites.map((site) => [site.origin, site]));
  const problems: Problem[] = [];
  for (const link of links) {
    const pageOf = new Map<string, string>();
    for (const { toPath } of link.targets) {
      const url = new URL(toPath);
      const site = byOrigin.get(url.origin);
      const file = site && servedFile(site.files, url.pathname);
      if (!site || !file) continue;
      const html = read(site, file);
      const page = alternates(html).find((alternate) => alternate.hreflang === "x-default")?.href;
      if (canonicalOf(html) !== url.origin + url.pathname || !page) {
        problems.push({ site: site.id, page: link.fromPath, kind: "short-link-to-alias", target: toPath });
      } else {
        pageOf.set(toPath, page);
      }
    }
    const counts = new Map<string, number>();
    for (const page of pageOf.values()) counts.set(page, (counts.get(page) ?? 0) + 1);
    const usual = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    for (const { toPath, mayDiffer } of link.targets) {
      const page = pageOf.get(toPath);
      if (page !== undefined && page !== usual && !mayDiffer) {
        const site = byOrigin.get(new URL(toPath).origin);
        problems.push({ site: site?.id ?? "?", page: link.fromPath, kind: "short-link-to-other-page", target: toPath });
      }
    }
  }
  return problems;
}
