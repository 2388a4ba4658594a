/**
 * What a static host answers from a storefront build, and whether short-link targets land on its pages:
 * shared by the storefront build crawl and `links check`. Pure functions over file lists and HTML text.
 */

/** A storefront's client folder as the set of its file paths, each starting with "/". */
export type BuiltSite = { id: string; origin: string; files: ReadonlySet<string> };

/** A short-link target that does not land where it should. */
export type LinkTargetProblem = {
  site: string;
  /** The link's fromPath. */
  page: string;
  kind: "dead-short-link" | "short-link-to-alias" | "short-link-to-other-page";
  target: string;
};

/** Whether a static host serving `files` answers `path` with a page (folder index or file). */
export function pageExists(files: ReadonlySet<string>, path: string): boolean {
  const clean = decodeURI(path.split(/[?#]/)[0] ?? "/");
  if (clean.endsWith("/")) return files.has(`${clean}index.html`);
  return files.has(clean) || files.has(`${clean}/index.html`);
}

/**
 * Whether a static host answers `path` with a redirect rather than the page: a folder named without its
 * trailing slash (`/product/x` for `/product/x/index.html`) costs every visitor and crawler a 301.
 */
export function redirectedPath(files: ReadonlySet<string>, path: string): boolean {
  const clean = decodeURI(path.split(/[?#]/)[0] ?? "/");
  return !clean.endsWith("/") && !files.has(clean) && files.has(`${clean}/index.html`);
}

/** An attribute of an HTML tag, `&amp;` decoded. */
export const tagAttribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");

/** hreflang alternates (`<link rel="alternate" hreflang href>`) of an HTML page. */
export function pageAlternates(html: string): { hreflang: string; href: string }[] {
  return [...html.matchAll(/<link\s[^>]*>/gi)].flatMap((match) => {
    const tag = match[0];
    const hreflang = tagAttribute(tag, "hreflang");
    const href = tagAttribute(tag, "href");
    return tagAttribute(tag, "rel") === "alternate" && hreflang && href ? [{ hreflang, href }] : [];
  });
}

/**
 * Short-link targets that land on no built page: every rule's absolute target must be a page of the
 * storefront build whose host it names. Rules for storefronts that were not built are skipped.
 */
export function deadLinkTargets(
  rules: readonly { fromPath: string; toPath: string }[],
  sites: readonly BuiltSite[],
): LinkTargetProblem[] {
  const byOrigin = new Map(sites.map((site) => [site.origin, site]));
  const problems: LinkTargetProblem[] = [];
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
    if (tagAttribute(match[0], "rel") === "canonical") return tagAttribute(match[0], "href");
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
): LinkTargetProblem[] {
  const byOrigin = new Map(sites.map((site) => [site.origin, site]));
  const problems: LinkTargetProblem[] = [];
  for (const link of links) {
    const pageOf = new Map<string, string>();
    for (const { toPath } of link.targets) {
      const url = new URL(toPath);
      const site = byOrigin.get(url.origin);
      const file = site && servedFile(site.files, url.pathname);
      if (!site || !file) continue;
      const html = read(site, file);
      const page = pageAlternates(html).find((alternate) => alternate.hreflang === "x-default")?.href;
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
