import { languagePrefix } from "@hushling/storefronts";
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/checkout";

// The checkout (Shop API client, address rules, steps) loads in the browser only, after the shell is shown.
const CheckoutPage = lazy(() => import("../checkout/checkout-page.tsx"));

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The checkout page: a prerendered shell; the steps run on Vendure's Shop API in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  const prefix = languagePrefix(context.storefront, context.language);
  return {
    locale: context.locale,
    cartPath: `${prefix}/cart/`,
    orderPath: `${prefix}/order/`,
    title: `${context.t("checkout.title")} | ${context.t("site.brand")}`,
    description: context.t("checkout.title"),
    seo: unindexedPageSeo(context),
  };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("checkout.title")}</h1>
      <Suspense fallback={<p>{t("checkout.loading")}</p>}>
        <CheckoutPage locale={loaderData.locale} cartPath={loaderData.cartPath} orderPath={loaderData.orderPath} />
      </Suspense>
    </>
  );
}
