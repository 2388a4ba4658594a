import { describe, expect, it } from "vitest";
import { aliasRedirectHtml, aliasRedirects, indexFileOf } from "../app/site/build/slug-aliases.ts";
import type { SitePage } from "../app/site/seo/site-index.ts";

const page = (path: string, alias?: string): SitePage => ({
  key: `product:${path}`,
  kind: "product",
  storefront: "fr",
  language: "fr",
  path,
  ...(alias ? { alias } : {}),
});

describe("aliasRedirects", () => {
  it("redirects each English-slug address to its page", () => {
    const target = page("/produits/lits/lit-bebe/", "/produits/cribs/baby-crib/");
    expect([...aliasRedirects([target])]).toEqual([["/produits/cribs/baby-crib/", target]]);
  });

  it("never shadows a real page", () => {
    const pages = [page("/produits/a/b/", "/produits/c/d/"), page("/produits/c/d/")];
    expect(aliasRedirects(pages).size).toBe(0);
  });
});

describe("aliasRedirectHtml", () => {
  const html = aliasRedirectHtml(
    "/produits/lits/lit-bebe/",
    "https://fr.hushling.example/produits/lits/lit-bebe/",
    "fr-FR",
  );

  it("keeps the query string and hash when redirecting with script", () => {
    expect(html).toContain('location.replace("/produits/lits/lit-bebe/"+location.search+location.hash)');
  });

  it("works without script, is not indexed and names the canonical page", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/produits/lits/lit-bebe/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://fr.hushling.example/produits/lits/lit-bebe/">');
    expect(html).toContain('<html lang="fr-FR">');
  });
});

describe("indexFileOf", () => {
  it("serves slash and slash-less addresses from a folder index", () => {
    expect(indexFileOf("/produits/a/")).toBe("/produits/a/index.html");
    expect(indexFileOf("/product/a")).toBe("/product/a/index.html");
  });
});
