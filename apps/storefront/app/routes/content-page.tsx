import { languagePrefix } from "@hushling/storefronts";
import { listedProducts } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { productCard } from "../catalog/product-cards.server.ts";
import { type ArticleBlock, ContentPageArticle } from "../content/content-page-article.tsx";
import { contentPagesOf, loadContentPages } from "../content/content-pages.server.ts";
import { pageContext } from "../site/routing/page-context.server.ts";
import { Breadcrumbs } from "../site/seo/breadcrumbs.tsx";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { breadcrumbListData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/content-page";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

async function productCards(context: ReturnType<typeof pageContext>, slugs: readonly string[]) {
  const catalog = await loadCatalog(context.storefront, context.language, context.settings.exportDirectory);
  return listedProducts(catalog)
    .filter((product) => slugs.includes(product.key))
    .map((product) => productCard(context.storefront, context.language, catalog, product));
}

/** Build time: a content page from `content/pages/{slug}.json` in the page language. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const page = contentPagesOf(storefront, loadContentPages(context.settings.contentDirectory)).find(
    (candidate) => candidate.slug === params.slug,
  );
  const translation = page?.translations[language];
  if (!page || !translation) throw new Response("Not found", { status: 404 });
  const seo = await pageSeo(context, `page:${page.slug}`);
  const origin = new URL(seo.canonical).origin;
  const breadcrumbs = [
    { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
    { name: translation.title, href: new URL(seo.canonical).pathname },
  ];
  // Product blocks become the cards of the products this storefront sells.
  const blocks: ArticleBlock[] = await Promise.all(
    translation.body.map(async (block) =>
      block.type === "products"
        ? {
            type: "product-cards" as const,
            cards: await productCards(context, block.products),
            currency: storefront.currency,
            locale,
          }
        : block,
    ),
  );
  return {
    title: `${translation.title} | ${t("site.brand")}`,
    description: translation.description,
    heading: translation.title,
    seo,
    blocks,
    breadcrumbs,
    structuredData: breadcrumbListData(
      breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` })),
    ),
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { heading, blocks, breadcrumbs } = loaderData;
  return (
    <>
      <Breadcrumbs crumbs={breadcrumbs} />
      <ContentPageArticle heading={heading} blocks={blocks} />
      <StructuredData data={loaderData.structuredData} />
    </>
  );
}
