import { topCategories } from "@hushling/catalog";
import { routePath } from "@hushling/storefronts";
import { Link } from "react-router";
import { listedProducts } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { Recommendations } from "../search/recommendation-slot.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { organizationData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** Build time: the storefront's categories and products, with their addresses and prices. */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const catalog = await loadCatalog(storefront, language, context.settings.exportDirectory);
  const seo = await pageSeo(context, "home");
  const origin = new URL(seo.canonical).origin;
  return {
    title: t("home.title"),
    description: t("home.description"),
    seo,
    // The top of the tree; each category page links on to its subcategories.
    categories: topCategories(catalog.categories).map((category) => ({
      slug: category.slug,
      name: category.name,
      href: routePath(storefront, language, "category", { category: category.slug }),
    })),
    products: listedProducts(catalog).map((product) => productCard(storefront, language, catalog, product)),
    organization: organizationData(origin, `${origin}/favicon.svg`),
    currency: storefront.currency,
    locale,
  };
}

/** Analytics reports the home page's products as one list, the same in every language. */
const homeList = { listId: "home", listName: "Home" };

/** Recommendation spots of the home page (content/search/merchandising.json). */
const homeSpots = ["home-trending", "home-new"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products, categories, currency, locale } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{t("home.heading")}</h1>
        <p>{t("home.intro")}</p>
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading">{t("home.categoriesHeading")}</h2>
          <ul className="category-list">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={category.href}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="products-heading">
        <h2 id="products-heading">{t("home.productsHeading")}</h2>
        {products.length === 0 ? (
          <p>{t("home.empty")}</p>
        ) : (
          <ProductGrid products={products} currency={currency} locale={locale} list={homeList} />
        )}
      </section>
      <Recommendations spots={homeSpots} />
      <StructuredData data={loaderData.organization} />
    </>
  );
}
