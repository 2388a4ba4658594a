import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/order";

// The order is read from the Shop API in the browser with the link's code and token.
const OrderConfirmation = lazy(() => import("../checkout/order-confirmation.tsx"));

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The order confirmation page: a prerendered shell at `/order/?code=...#token=...` in every language. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    locale: context.locale,
    title: `${context.t("checkout.confirmation.title")} | ${context.t("site.brand")}`,
    description: context.t("checkout.confirmation.title"),
    seo: unindexedPageSeo(context),
  };
}

export default function Order({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("checkout.confirmation.title")}</h1>
      <Suspense fallback={<p>{t("checkout.loading")}</p>}>
        <OrderConfirmation locale={loaderData.locale} />
      </Suspense>
    </>
  );
}
