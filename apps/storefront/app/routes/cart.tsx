import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The cart page shell; the cart itself (Vendure's Shop API from the browser) is a later feature. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    title: `${context.t("cart.title")} | ${context.t("site.brand")}`,
    description: context.t("cart.title"),
    seo: unindexedPageSeo(context),
  };
}

export default function Cart() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("cart.title")}</h1>
      <p>{t("cart.empty")}</p>
    </>
  );
}
