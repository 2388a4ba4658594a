import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { Form, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { readSearchPageQuery, searchPageParams } from "../search/search-page-query.ts";
import { pageContext } from "../site/routing/page-context.server.ts";
import { useSiteData } from "../site/routing/site-data.ts";
import { unindexedPageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import type { Route } from "./+types/search";
import "../search/search.css";
import "./search.css";

/** Query, filters, sort and page live in the address only; the prerendered page data never changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/** The answer and the search client, after the first load (the page's budget; search-page-answer.tsx). */
const loadAnswer = () => import("../search/search-page-answer.tsx");
const SearchPageAnswer = lazy(loadAnswer);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: the page's frame. Results come from the search service in the browser, as the address asks. */
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
  const site = useSiteData();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The prerendered page knows no address; the browser reads it after hydration, so both render alike.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = readSearchPageQuery(hydrated ? params : new URLSearchParams());

  const change = (next: Parameters<typeof searchPageParams>[1]) =>
    setParams(searchPageParams(params, next), { preventScrollReset: true });

  const onSearch = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("q") ?? "");
    const next = readSearchPageQuery(new URLSearchParams({ q: term }));
    if (!next.term) return change({ term: "" });
    const redirect = await loadAnswer().then(
      (answer) => answer.searchRedirect(site.language, next),
      () => undefined,
    );
    if (redirect) navigate(redirect);
    else change({ term: next.term, selections: { options: {}, ranges: {} } });
  };

  return (
    <>
      <h1>{query.term ? t("search.resultsFor", { term: query.term }) : t("search.title")}</h1>
      <search>
        <Form method="get" className="search-form" onSubmit={onSearch} key={query.term}>
          <label htmlFor="search-query">{t("search.label")}</label>
          <input id="search-query" name="q" type="search" autoComplete="off" defaultValue={query.term} />
          <button type="submit">{t("search.submit")}</button>
        </Form>
      </search>
      {query.tooLong ? <p role="alert">{t("search.tooLong")}</p> : null}
      {hydrated && !query.term && !query.tooLong ? <p>{t("search.prompt")}</p> : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <SearchPageAnswer query={query} params={params} onChange={change} />
        </Suspense>
      ) : null}
    </>
  );
}
