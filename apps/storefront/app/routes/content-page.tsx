import { languagePrefix } from "@hushling/storefronts";
import { listedProducts } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { ConsentVideo } from "../content/consent-video.tsx";
import type { ContentBlock } from "../content/content-page-schema.ts";
import { contentPagesOf, loadContentPages } from "../content/content-pages.server.ts";
import { pageContext } from "../site/routing/page-context.server.ts";
import { Breadcrumbs } from "../site/seo/breadcrumbs.tsx";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { breadcrumbListData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/content-page";
import "../content/content-page.css";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? seoMeta(loaderData) : []);

type ProductCards = Awaited<ReturnType<typeof productCards>>;

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
  const blocks: (ContentBlock | { type: "product-cards"; cards: ProductCards })[] = await Promise.all(
    translation.body.map(async (block) =>
      block.type === "products"
        ? { type: "product-cards" as const, cards: await productCards(context, block.products) }
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
    currency: storefront.currency,
    locale,
  };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { heading, blocks, breadcrumbs, currency, locale } = loaderData;
  let firstImage = true;
  return (
    <>
      <Breadcrumbs crumbs={breadcrumbs} />
      <article className="content-page">
        <h1>{heading}</h1>
        {blocks.map((block, index) => {
          const key = `${block.type}-${index}`;
          switch (block.type) {
            case "heading":
              return <h2 key={key}>{block.text}</h2>;
            case "paragraph":
              return <p key={key}>{block.text}</p>;
            case "list":
              return (
                <ul key={key}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            case "image": {
              const eager = firstImage && index < 3;
              firstImage = false;
              return (
                <figure key={key}>
                  <img
                    src={block.src}
                    alt={block.alt}
                    width={block.width}
                    height={block.height}
                    loading={eager ? "eager" : "lazy"}
                    decoding="async"
                  />
                  {block.caption ? <figcaption>{block.caption}</figcaption> : null}
                </figure>
              );
            }
            case "video":
              return <ConsentVideo key={key} provider={block.provider} videoId={block.videoId} title={block.title} />;
            case "products":
              return null;
            case "product-cards":
              return block.cards.length > 0 ? (
                <ProductGrid key={key} products={block.cards} currency={currency} locale={locale} headingLevel={2} />
              ) : null;
          }
          return null;
        })}
      </article>
      <StructuredData data={loaderData.structuredData} />
    </>
  );
}
