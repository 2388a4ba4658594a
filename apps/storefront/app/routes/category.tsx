import { languagePrefix } from "@hushling/storefronts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { listedProducts } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { isProductSort, type ProductSort, productSorts, sortProducts } from "../catalog/product-sort.ts";
import { descriptionText } from "../catalog/shop-api.server.ts";
import { Breadcrumbs } from "../site/breadcrumbs.tsx";
import { pageContext } from "../site/page-context.server.ts";
import { pageSeo } from "../site/page-seo.server.ts";
import { seoMeta } from "../site/seo-meta.ts";
import { breadcrumbListData } from "../site/structured-data.ts";
import { StructuredData } from "../site/structured-data.tsx";
import type { Route } from "./+types/category";

/** Sorting changes only the query string; the prerendered data stays the same. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: a category with every product listed in it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const catalog = await loadCatalog(storefront, language);
  const category = catalog.categories.find((candidate) => candidate.slug === params.category);
  if (!category) throw new Response("Not found", { status: 404 });
  const products = listedProducts(catalog).filter((product) => product.category === category.key);
  const seo = await pageSeo(context, `category:${category.key}`);
  const origin = new URL(seo.canonical).origin;
  const breadcrumbs = [
    { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
    { name: category.name, href: new URL(seo.canonical).pathname },
  ];
  const intro = descriptionText(category.description);
  return {
    title: `${category.name} | ${t("site.brand")}`,
    description: intro.split("\n")[0] || t("category.description", { name: category.name, count: products.length }),
    seo,
    name: category.name,
    intro,
    products: products.map((product) => productCard(storefront, language, catalog, product)),
    breadcrumbs,
    structuredData: breadcrumbListData(
      breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })),
    ),
    currency: storefront.currency,
    locale,
  };
}

const sortLabels: Record<ProductSort, string> = {
  featured: "category.sortFeatured",
  "price-asc": "category.sortPriceAsc",
  "price-desc": "category.sortPriceDesc",
  name: "category.sortName",
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, intro, products, currency, locale, breadcrumbs } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered HTML is in featured order; a sort from the address applies after hydration.
  const [sort, setSort] = useState<ProductSort>("featured");
  const requested = searchParams.get("sort");
  useEffect(() => {
    setSort(isProductSort(requested) ? requested : "featured");
  }, [requested]);
  const chooseSort = (value: string) => {
    if (!isProductSort(value)) return;
    setSort(value);
    setSearchParams(value === "featured" ? {} : { sort: value }, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{name}</h1>
      {intro ? <p className="category-intro">{intro}</p> : null}
      <div className="category-toolbar">
        <p aria-live="polite">{t("category.productCount", { count: products.length })}</p>
        <label>
          {t("category.sort")}{" "}
          <select value={sort} onChange={(event) => chooseSort(event.target.value)}>
            {productSorts.map((option) => (
              <option key={option} value={option}>
                {t(sortLabels[option])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {products.length === 0 ? (
        <p>{t("category.empty")}</p>
      ) : (
        <ProductGrid
          products={sortProducts(products, sort, locale)}
          currency={currency}
          locale={locale}
          headingLevel={2}
        />
      )}
      <StructuredData data={loaderData.structuredData} />
    </>
  );
}
