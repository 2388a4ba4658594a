import { buildContext } from "../site/build/build-context.server.ts";
import { loadSiteIndex } from "../site/seo/site-index.server.ts";
import { absoluteUrl, alternatesOf } from "../site/seo/site-index.ts";
import { sitemapXml } from "../site/seo/sitemap.ts";

/** Build time: /sitemap.xml with every page of this storefront in every language and its alternates. */
export async function loader() {
  const { settings, registry, storefront } = buildContext();
  const index = await loadSiteIndex(settings);
  const pages = index
    .filter((page) => page.storefront === storefront.id)
    .map((page) => ({
      loc: absoluteUrl(storefront, page.path),
      alternates: alternatesOf(page.key, index, registry.storefronts),
    }));
  return new Response(sitemapXml(pages), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
