import { Form } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/search";
import "./search.css";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** The search page shell; results come from the search service in a later feature. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  return {
    title: `${context.t("search.title")} | ${context.t("site.brand")}`,
    description: context.t("search.label"),
    seo: unindexedPageSeo(context),
  };
}

export default function Search() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("search.title")}</h1>
      <search>
        <Form method="get" className="search-form">
          <label htmlFor="search-query">{t("search.label")}</label>
          <input id="search-query" name="q" type="search" autoComplete="off" />
          <button type="submit">{t("search.submit")}</button>
        </Form>
      </search>
      <p>{t("search.placeholderNote")}</p>
    </>
  );
}
