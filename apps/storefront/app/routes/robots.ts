import { buildStorefront } from "../site/build-storefront.server.ts";
import { absoluteUrl } from "../site/site-index.ts";
import { robotsTxt } from "../site/sitemap.ts";

/** Build time: /robots.txt pointing at this storefront's sitemap. */
export function loader() {
  const origin = absoluteUrl(buildStorefront(), "");
  return new Response(robotsTxt(origin), { headers: { "content-type": "text/plain; charset=utf-8" } });
}
