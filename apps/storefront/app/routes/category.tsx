import { languagePrefix, routePath } from "@hushling/storefronts";
import { useEffect, useState } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { productsInCategory } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { categoryCrumbs } from "../catalog/category-crumbs.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { isProductSort, type ProductSort, productSorts, sortProducts } from "../catalog/product-sort.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { merchandisedOrder } from "../search/merchandised-order.ts";
import { Recommendations } from "../search/recommendation-slot.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { useSiteData } from "../site/routing/site-data.ts";
import { Breadcrumbs } from "../site/seo/breadcrumbs.tsx";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { breadcrumbListData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/category";
import "./category.css";

/** Sorting changes only the query string; the prerendered data stays the same. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/**
 * Build time: a category with its subcategories (each with its product count) and every product
 * listed in it or below it; breadcrumbs follow the category tree.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const catalog = await loadCatalog(storefront, language, context.settings.exportDirectory);
  const category = catalog.categories.find((candidate) => candidate.slug === params.category);
  if (!category) throw new Response("Not found", { status: 404 });
  const products = productsInCategory(catalog, category);
  const categoryPath = (slug: string) => routePath(storefront, language, "category", { category: slug });
  const subcategories = category.children.flatMap((key) => {
    const child = catalog.categories.find((candidate) => candidate.key === key);
    return child
      ? [{ name: child.name, href: categoryPath(child.slug), count: productsInCategory(catalog, child).length }]
      : [];
  });
  const seo = await pageSeo(context, `category:${category.key}`);
  const origin = new URL(seo.canonical).origin;
  const breadcrumbs = [
    { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
    ...categoryCrumbs(storefront, language, catalog, category.key),
  ];
  const intro = category.description;
  return {
    title: `${category.name} | ${t("site.brand")}`,
    description: intro.split("\n")[0] || t("category.description", { name: category.name, count: products.length }),
    seo,
    name: category.name,
    // Analytics reports the category's list by its language-independent key.
    list: { listId: `category:${category.key}`, listName: category.name },
    categoryKey: category.key,
    intro,
    subcategories,
    products: products.map((product) => productCard(storefront, language, catalog, product)),
    breadcrumbs,
    structuredData: breadcrumbListData(
      breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })),
    ),
    currency: storefront.currency,
    locale,
  };
}

/** Recommendation spots of category pages (content/search/merchandising.json). */
const categorySpots = ["category-recently-viewed"];

const sortLabels: Record<ProductSort, string> = {
  featured: "category.sortFeatured",
  "price-asc": "category.sortPriceAsc",
  "price-desc": "category.sortPriceDesc",
  name: "category.sortName",
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { name, categoryKey, intro, subcategories, products, currency, locale, breadcrumbs } = loaderData;
  const { language } = useSiteData();
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered HTML is in featured order; a sort from the address applies after hydration.
  const [sort, setSort] = useState<ProductSort>("featured");
  const requested = searchParams.get("sort");
  useEffect(() => {
    setSort(isProductSort(requested) ? requested : "featured");
  }, [requested]);
  // The prerendered order stays until the search service answers with its merchandising order (the same
  // cards, reordered, so nothing shifts); without an answer the page keeps the catalog order.
  const [merchandised, setMerchandised] = useState<string[] | null>(null);
  useEffect(() => {
    let current = true;
    import("../search/category-merchandising.ts")
      .then((module) => module.merchandisedUrls(language, { key: categoryKey, name }, products.length))
      .then(
        (urls) => current && setMerchandised(urls),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [language, categoryKey, name, products.length]);
  const featured = merchandised ? merchandisedOrder(products, merchandised) : products;
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
      {subcategories.length > 0 ? (
        <nav aria-labelledby="subcategories-heading" className="subcategories">
          <h2 id="subcategories-heading">{t("category.subcategories", { name })}</h2>
          <ul className="category-list">
            {subcategories.map((subcategory) => (
              <li key={subcategory.href}>
                <Link to={subcategory.href} prefetch="intent">
                  {subcategory.name}{" "}
                  <span className="category-count">{t("category.productCount", { count: subcategory.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
          products={sortProducts(featured, sort, locale)}
          currency={currency}
          locale={locale}
          headingLevel={2}
          eager={2}
          list={loaderData.list}
        />
      )}
      <Recommendations spots={categorySpots} />
      <StructuredData data={loaderData.structuredData} />
    </>
  );
}
