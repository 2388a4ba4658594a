import { storefrontRegistry } from "@hushling/storefronts";
import { buildStorefront } from "../site/build-storefront.server.ts";
import { loadSiteIndex } from "../site/site-index.server.ts";
import { absoluteUrl, alternatesOf } from "../site/site-index.ts";
import { sitemapXml } from "../site/sitemap.ts";

/** Build time: /sitemap.xml with every page of this storefront in every language and its alternates. */
export async function loader() {
  const storefront = buildStorefront();
  const index = await loadSiteIndex();
  const pages = index
    .filter((page) => page.storefront === storefront.id)
    .map((page) => ({
      loc: absoluteUrl(storefront, page.path),
      alternates: alternatesOf(page.key, index, storefrontRegistry.storefronts),
    }));
  return new Response(sitemapXml(pages), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
