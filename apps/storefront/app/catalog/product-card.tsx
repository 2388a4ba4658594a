import { Link } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { formatPrice } from "./price.ts";
import type { SiteImage } from "./product-image.ts";
import "./product-card.css";

export type ProductCardData = {
  slug: string;
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
}: {
  products: readonly ProductCardData[];
  currency: string;
  locale: string;
  headingLevel?: 2 | 3;
  /** Cards at the top of the page whose pictures load at once; the rest wait until scrolled near. */
  eager?: number;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.slug} className="product-card">
          {product.image ? (
            <img
              src={product.image.url}
              alt=""
              width={product.image.width}
              height={product.image.height}
              loading={index < eager ? "eager" : "lazy"}
              decoding="async"
            />
          ) : null}
          <Heading className="product-card-name">
            <Link to={product.href} prefetch="intent">
              {product.name}
            </Link>
          </Heading>
          <p className="product-card-price">
            {product.hasChoice
              ? t("product.fromPrice", { price: formatPrice(product.price, currency, locale) })
              : formatPrice(product.price, currency, locale)}
          </p>
        </li>
      ))}
    </ul>
  );
}
