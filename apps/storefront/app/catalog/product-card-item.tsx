import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteImage } from "./product-image.ts";
import "./product-card.css";

/**
 * One product card as category pages and search results show it: the picture (its size reserved), the
 * name linking to the product (the whole card is its target) and the price line given as `children`.
 * Kept apart from the grid's analytics so the search page's first load carries only the card.
 */
export function ProductCard({
  name,
  href,
  image,
  eager,
  headingLevel,
  onSelect,
  children,
}: {
  name: string;
  href: string;
  image: SiteImage | null;
  eager: boolean;
  headingLevel: 2 | 3;
  onSelect?: (() => void) | undefined;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="product-card">
      {image ? (
        <img
          src={image.url}
          alt=""
          width={image.width}
          height={image.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <Heading className="product-card-name">
        <Link to={href} prefetch="intent" onClick={onSelect}>
          {name}
        </Link>
      </Heading>
      {children}
    </li>
  );
}
