import { createStorefrontRegistry, languagePrefix } from "@hushling/storefronts";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { routeTableSettings as settings } from "../build-environment.ts";
import { routePattern } from "./site/routing/route-patterns.ts";

const storefront = createStorefrontRegistry(settings.hosts).byId(settings.storefront);

/** Each storefront language gets the same templates under its prefix and localised segments. */
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...storefront.languages.flatMap((language) => {
    const prefix = languagePrefix(storefront, language.code);
    const code = language.code;
    return [
      prefix
        ? route(routePattern(prefix, "/"), "routes/home.tsx", { id: `home.${code}` })
        : index("routes/home.tsx", { id: `home.${code}` }),
      route(routePattern(prefix, language.routes.product), "routes/product.tsx", { id: `product.${code}` }),
      route(routePattern(prefix, language.routes.category), "routes/category.tsx", { id: `category.${code}` }),
      route(routePattern(prefix, language.routes.page), "routes/content-page.tsx", { id: `page.${code}` }),
      route(routePattern(prefix, "/stores/"), "routes/stores.tsx", { id: `stores.${code}` }),
      route(routePattern(prefix, "/search/"), "routes/search.tsx", { id: `search.${code}` }),
      route(routePattern(prefix, "/cart/"), "routes/cart.tsx", { id: `cart.${code}` }),
      route(routePattern(prefix, "/checkout/"), "routes/checkout.tsx", { id: `checkout.${code}` }),
      route(routePattern(prefix, "/order/"), "routes/order.tsx", { id: `order.${code}` }),
      // Unknown paths, and the prerendered /404/ and /500/ pages (see routes/status-page.tsx).
      route(routePattern(prefix, "/*"), "routes/status-page.tsx", { id: `status.${code}` }),
    ];
  }),
] satisfies RouteConfig;
