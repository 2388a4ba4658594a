import { buildContext } from "../site/build/build-context.server.ts";
import { absoluteUrl } from "../site/seo/site-index.ts";
import { robotsTxt } from "../site/seo/sitemap.ts";

/** Build time: /robots.txt pointing at this storefront's sitemap. */
export function loader() {
  const origin = absoluteUrl(buildContext().storefront, "");
  return new Response(robotsTxt(origin), { headers: { "content-type": "text/plain; charset=utf-8" } });
}
