import { languagePrefix } from "@hushling/storefronts";
import { useEffect, useState } from "react";
import { pushEcommerceEvent } from "../analytics/data-layer.ts";
import { AddToCartButton } from "../cart/add-to-cart-button.tsx";
import { analyticsItem } from "../catalog/analytics-item.ts";
import { BundleDetails } from "../catalog/bundle-details.tsx";
import { bundleView } from "../catalog/bundle-view.ts";
import { categoryOf, listedProducts, shelfPrice } from "../catalog/catalog-products.ts";
import { loadCatalog } from "../catalog/catalog-source.server.ts";
import { categoryCrumbs } from "../catalog/category-crumbs.ts";
import { formatPrice } from "../catalog/price.ts";
import { ProductGrid } from "../catalog/product-card.tsx";
import { productCard } from "../catalog/product-cards.server.ts";
import { siteImage } from "../catalog/product-image.ts";
import { TaxNoteLabel, useTaxNote } from "../catalog/tax-note-label.tsx";
import { useTranslation } from "../i18n/translation-context.tsx";
import { deliveryPromise } from "../site/chrome/delivery-promise.ts";
import { Recommendations } from "../search/recommendation-slot.tsx";
import { pageContext } from "../site/routing/page-context.server.ts";
import { Breadcrumbs } from "../site/seo/breadcrumbs.tsx";
import { pageSeo } from "../site/seo/page-seo.server.ts";
import { seoMeta } from "../site/seo/seo-meta.ts";
import { breadcrumbListData, productData } from "../site/seo/structured-data.ts";
import { StructuredData } from "../site/seo/structured-data.tsx";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? seoMeta({ ...loaderData, image: loaderData.product.imageUrl, type: "product" }) : [];

const relatedCount = 4;

/** Build time: one product of the storefront catalog; a 404 when the slug or category is unknown. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const context = pageContext(request);
  const { storefront, language, locale, t } = context;
  const catalog = await loadCatalog(storefront, language, context.settings.exportDirectory);
  const product = listedProducts(catalog).find((candidate) => candidate.slug === params.product);
  const category = product ? categoryOf(catalog, product) : undefined;
  if (!product || !category || (params.category !== undefined && params.category !== category.slug)) {
    throw new Response("Not found", { status: 404 });
  }
  const seo = await pageSeo(context, `product:${product.key}`);
  const origin = new URL(seo.canonical).origin;
  const breadcrumbs = [
    { name: t("site.home"), href: `${languagePrefix(storefront, language)}/` },
    ...categoryCrumbs(storefront, language, catalog, category.key),
    { name: product.name, href: new URL(seo.canonical).pathname },
  ];
  const image = siteImage(product.image);
  // Absolute, for Open Graph, Twitter cards and JSON-LD.
  const imageUrl = image ? `${origin}${image.url}` : undefined;
  const variants = product.variants.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    // A picker under the product's name shows the colour ("Sand Gray"), not the full variant name.
    option: variant.colour?.name ?? variant.name,
    price: shelfPrice(catalog, variant),
    stockLevel: variant.stockLevel,
    // A colour shows its own picture; a variant without one keeps the product's.
    image: siteImage(variant.image) ?? image,
  }));
  const description = product.description;
  const others = listedProducts(catalog).filter((candidate) => candidate.key !== product.key);
  const sameCategory = (candidate: (typeof others)[number]) => (candidate.category === product.category ? 0 : 1);
  const related = [...others].sort((a, b) => sameCategory(a) - sameCategory(b)).slice(0, relatedCount);
  return {
    title: `${product.name} | ${t("site.brand")}`,
    description: description.split("\n")[0] || product.name,
    seo,
    product: {
      key: product.key,
      slug: product.slug,
      name: product.name,
      paragraphs: description.split("\n").filter(Boolean),
      imageUrl,
      variants,
    },
    // Bundles (sets sold at one price) share the product address; the page adds their components.
    bundle: bundleView(storefront, language, catalog, product) ?? null,
    related: related.map((candidate) => productCard(storefront, language, catalog, candidate)),
    breadcrumbs,
    structuredData: [
      productData({
        name: product.name,
        description,
        url: seo.canonical,
        image: imageUrl ?? null,
        currency: storefront.currency,
        variants,
      }),
      breadcrumbListData(breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.href}` }))),
    ],
    // The delivery note states the rates commerce charges (no promise it does not keep).
    deliveryNote: deliveryPromise(t("prices.deliveryNote"), storefront.currency, (amount) =>
      formatPrice(amount, storefront.currency, locale),
    ),
    currency: storefront.currency,
    locale,
  };
}

/** Recommendation spots of product pages (content/search/merchandising.json). */
const productSpots = ["product-bought-together", "product-similar"];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const taxNote = useTaxNote();
  const { product, bundle, currency, locale, breadcrumbs, related } = loaderData;
  const [selected, setSelected] = useState(0);
  const variant = product.variants[selected] ?? product.variants[0];
  const item = variant ? analyticsItem(variant.sku, product.name, variant.price, currency) : undefined;
  // view_item once per product shown (the first variant; choosing another colour is not a new view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported again only for another product
  useEffect(() => {
    if (item) pushEcommerceEvent((analytics) => analytics.viewItem(item));
  }, [product.key]);
  return (
    <>
      <Breadcrumbs crumbs={breadcrumbs} />
      <article className="product" aria-labelledby="product-name">
        {variant?.image ? (
          // The main picture: wanted for the first paint (LCP), so eager and first in line.
          <img
            className="product-image"
            src={variant.image.url}
            alt=""
            width={variant.image.width}
            height={variant.image.height}
            loading="eager"
            fetchPriority="high"
          />
        ) : null}
        <div className="product-summary">
          <h1 id="product-name">{product.name}</h1>
          {variant ? (
            <>
              <p className="product-price">
                <span className="visually-hidden">{t(bundle ? "bundle.setPrice" : "product.price")}: </span>
                <span data-testid="product-price">{formatPrice(variant.price, currency, locale)}</span> <TaxNoteLabel />
              </p>
              <p className="product-stock" data-stock={variant.stockLevel}>
                {t(`product.stock.${variant.stockLevel}`)}
              </p>
            </>
          ) : null}
          {bundle ? <BundleDetails bundle={bundle} currency={currency} locale={locale} /> : null}
          {product.variants.length > 1 ? (
            <fieldset className="variant-picker">
              <legend>{t("product.variants")}</legend>
              {product.variants.map((option, index) => (
                <label key={option.sku}>
                  <input
                    type="radio"
                    name="variant"
                    value={option.sku}
                    checked={index === selected}
                    onChange={() => setSelected(index)}
                  />
                  <span>{option.option}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {variant ? (
            <AddToCartButton
              productKey={product.key}
              variantId={variant.id}
              name={product.variants.length > 1 ? `${product.name} – ${variant.option}` : product.name}
              price={`${formatPrice(variant.price, currency, locale)} ${taxNote}`}
              href={breadcrumbs.at(-1)?.href ?? ""}
              disabled={variant.stockLevel === "OUT_OF_STOCK"}
              analyticsItem={item}
            />
          ) : null}
          <p className="delivery-note">{loaderData.deliveryNote}</p>
          {variant ? <p className="sku">{t("product.sku", { sku: variant.sku })}</p> : null}
          <div className="product-description">
            {product.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{t("product.related")}</h2>
          <ProductGrid products={related} currency={currency} locale={locale} />
        </section>
      ) : null}
      <Recommendations spots={productSpots} sourceIds={[product.key]} />
      {loaderData.structuredData.map((data) => (
        <StructuredData key={data["@type"]} data={data} />
      ))}
    </>
  );
}
