// The pure key rule alone: the client and its generated documents stay out of the page's first load.
import { catalogKey } from "@hushling/shop-api/catalog-key";
import { languagePrefix } from "@hushling/storefronts";
import { lazy, Suspense } from "react";
import { useCart } from "../cart/use-cart.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { Recommendations } from "../search/recommendation-slot.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/cart";

// The Shop API client and the cart view load in the browser only, after the shell is shown.
const CartView = lazy(() => import("../cart/cart-view.tsx"));

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The cart page: a prerendered shell; the cart itself comes from Vendure's Shop API in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    locale: context.locale,
    checkoutPath: `${languagePrefix(context.storefront, context.language)}/checkout/`,
    title: `${context.t("cart.title")} | ${context.t("site.brand")}`,
    description: context.t("cart.title"),
    seo: unindexedPageSeo(context),
  };
}

/** Recommendation spots of the cart page (content/search/merchandising.json). */
const cartSpots = ["cart-bought-together", "cart-hand-picked"];

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("cart.title")}</h1>
      <Suspense fallback={<p>{t("cart.loading")}</p>}>
        <CartView locale={loaderData.locale} checkoutPath={loaderData.checkoutPath} />
      </Suspense>
      <CartRecommendations />
    </>
  );
}

/**
 * The cart's products are the spots' sources (bought together with what is in the cart), named by their
 * catalog key as the search records name them; the spots ask again when the set of products changes.
 */
function CartRecommendations() {
  const { order } = useCart();
  const keys = [...new Set(order?.lines.map((line) => catalogKey(line.productVariant.product)) ?? [])].sort();
  return <Recommendations spots={cartSpots} sourceIds={keys} />;
}
