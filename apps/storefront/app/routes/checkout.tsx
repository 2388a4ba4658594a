import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The checkout page shell; checkout (Vendure's Shop API from the browser) is a later feature. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    title: `${context.t("checkout.title")} | ${context.t("site.brand")}`,
    description: context.t("checkout.note"),
    seo: unindexedPageSeo(context),
  };
}

export default function Checkout() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("checkout.title")}</h1>
      <p>{t("checkout.note")}</p>
    </>
  );
}
