import type { ItemList } from "@hushling/analytics";
import { useEffect } from "react";
import { pushEcommerceEvent } from "../analytics/data-layer.ts";
import { useTranslation } from "../i18n/translation-context.tsx";
import { analyticsItem } from "./analytics-item.ts";
import { formatPrice } from "./price.ts";
import { ProductCard } from "./product-card-item.tsx";
import type { SiteImage } from "./product-image.ts";
import { TaxNoteLabel } from "./tax-note-label.tsx";

export type ProductCardData = {
  slug: string;
  /** The variant whose price the card shows; analytics reports it. */
  sku: string;
  name: string;
  href: string;
  price: number;
  hasChoice: boolean;
  image: SiteImage | null;
};

export function ProductGrid({
  products,
  currency,
  locale,
  headingLevel = 3,
  eager = 0,
  list,
}: {
  products: readonly ProductCardData[];
  currency: string;
  locale: string;
  headingLevel?: 2 | 3;
  /** Cards at the top of the page whose pictures load at once; the rest wait until scrolled near. */
  eager?: number;
  /** A list analytics reports (view_item_list when shown, select_item on a click); others are not reported. */
  list?: ItemList;
}) {
  const { t } = useTranslation();
  const itemOf = (product: ProductCardData) => analyticsItem(product.sku, product.name, product.price, currency);
  const listId = list?.listId;
  // Once per list shown (a new sort order is the same list); the products as the page first shows them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported again only when another list is shown
  useEffect(() => {
    if (!list || products.length === 0) return;
    const items = products.map(itemOf);
    pushEcommerceEvent((analytics) => analytics.viewItemList(list, items));
  }, [listId]);
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <ProductCard
          key={product.slug}
          name={product.name}
          href={product.href}
          image={product.image}
          eager={index < eager}
          headingLevel={headingLevel}
          onSelect={
            list
              ? () => pushEcommerceEvent((analytics) => analytics.selectItem(list, itemOf(product), index))
              : undefined
          }
        >
          <p className="product-card-price">
            {product.hasChoice
              ? t("product.fromPrice", { price: formatPrice(product.price, currency, locale) })
              : formatPrice(product.price, currency, locale)}{" "}
            <TaxNoteLabel />
          </p>
        </ProductCard>
      ))}
    </ul>
  );
}
