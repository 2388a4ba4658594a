import { topCategories } from "@hushling/catalog";
import { routePath } from "@hushling/storefronts";
import { Link } from "react-router";
import { type CatalogProduct, listedProducts, productsInCategory } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { type SiteImage, siteImage } from "../catalog/product-image.ts";
import { contentPagesOf, loadContentPages } from "../content/content-pages.server.ts";
import { loadHomeShowcase } from "../content/showcase.server.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { Recommendations } from "../search/recommendation-slot.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { organizationData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/home";
import "./home.css";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

/** A product's picture for a tile or campaign: its in-use view when it has one, else its main picture. */
function productArt(product: CatalogProduct | undefined): SiteImage | null {
  if (!product) return null;
  const inUse = product.gallery?.find((picture) => picture.view === "in-use");
  return siteImage(inUse ?? product.image);
}

/**
 * Build time: the hero and campaign blocks (content/showcase/home.json names campaign pages, the pages the
 * short links point at, and the product drawn for each), the categories with art, and every product.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const catalog = await loadCatalog(storefront, language, context.settings.exportDirectory);
  const seo = await pageSeo(context, "home");
  const origin = new URL(seo.canonical).origin;
  const products = listedProducts(catalog);
  const pages = contentPagesOf(storefront, loadContentPages(context.settings.contentDirectory));
  const showcase = loadHomeShowcase(context.settings.contentDirectory);
  // A campaign this storefront has no page for (or not in this language) is left out.
  const campaign = ({ page: slug, product }: { page: string; product: string }) => {
    const words = pages.find((page) => page.slug === slug)?.translations[language];
    if (!words) return [];
    return [
      {
        slug,
        title: words.title,
        description: words.description,
        href: routePath(storefront, language, "page", { slug }),
        image: productArt(products.find((candidate) => candidate.key === product)),
      },
    ];
  };
  return {
    title: t("home.title"),
    description: t("home.description"),
    seo,
    // The top of the tree; each category page links on to its subcategories.
    hero: campaign(showcase.hero)[0] ?? null,
    campaigns: showcase.campaigns.flatMap(campaign),
    categories: topCategories(catalog.categories).map((category) => ({
      slug: category.slug,
      name: category.name,
      href: routePath(storefront, language, "category", { category: category.slug }),
      image: productArt(productsInCategory({ products, categories: catalog.categories }, category)[0]),
    })),
    products: products.map((product) => productCard(storefront, language, catalog, product)),
    organization: organizationData(origin, `${origin}/favicon.svg`),
    currency: storefront.currency,
    locale,
  };
}

/** Analytics reports the home page's products as one list, the same in every language. */
const homeList = { listId: "home", listName: "Home" };

/** Recommendation spots of the home page (content/search/merchandising.json). */
const homeSpots = ["home-trending", "home-new", "home-gift-guide"];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { hero, campaigns, products, categories, currency, locale } = loaderData;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-heading">
        <div className="home-hero-text">
          <h1 id="home-heading">{t("home.heading")}</h1>
          <p>{t("home.intro")}</p>
          {hero ? (
            <p className="home-hero-campaign">
              <strong>{hero.title}</strong> {hero.description}
            </p>
          ) : null}
          {hero ? (
            <Link className="button-primary" to={hero.href}>
              {t("layout.discover")}
              <span className="visually-hidden">: {hero.title}</span>
            </Link>
          ) : null}
        </div>
        {hero?.image ? (
          <img
            className="home-hero-art art"
            src={hero.image.url}
            alt=""
            width={hero.image.width}
            height={hero.image.height}
            loading="eager"
            fetchPriority="high"
          />
        ) : null}
      </section>
      {categories.length > 0 ? (
        <section aria-labelledby="categories-heading">
          <h2 id="categories-heading">{t("home.categoriesHeading")}</h2>
          <ul className="category-tiles">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={category.href} className="category-tile">
                  {category.image ? (
                    <img
                      className="art"
                      src={category.image.url}
                      alt=""
                      width={category.image.width}
                      height={category.image.height}
                      loading="lazy"
                    />
                  ) : null}
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {campaigns.length > 0 ? (
        <section aria-labelledby="campaigns-heading">
          <h2 id="campaigns-heading">{t("layout.campaignsHeading")}</h2>
          <ul className="campaign-blocks">
            {campaigns.map((block) => (
              <li key={block.slug} className="campaign-block">
                {block.image ? (
                  <img
                    className="art"
                    src={block.image.url}
                    alt=""
                    width={block.image.width}
                    height={block.image.height}
                    loading="lazy"
                  />
                ) : null}
                <h3>
                  <Link to={block.href}>{block.title}</Link>
                </h3>
                <p>{block.description}</p>
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
