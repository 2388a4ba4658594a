import type { ShopOrderLine } from "@hushling/shop-api";
import { useTranslation } from "../i18n/translation-context.tsx";
import "./line-parts.css";

/**
 * What names an order line wherever one is listed (cart, cart drawer, checkout summary, confirmation):
 * the variant's picture and its name with the item number.
 */

/** Vendure's thumbnail of the line's variant, or an empty frame of the same size; decorative beside the name. */
export function LinePicture({ line, size }: { line: ShopOrderLine; size: 64 | 80 }) {
  return line.featuredAsset ? (
    <img
      className={`line-picture line-picture-${size}`}
      src={`${line.featuredAsset.preview}?preset=thumb`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span className={`line-picture line-picture-${size}`} />
  );
}

/** The variant's name (product and colour) and its item number. */
export function LineName({ line }: { line: ShopOrderLine }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="line-name">{line.productVariant.name}</p>
      <p className="line-sku">{t("product.sku", { sku: line.productVariant.sku })}</p>
    </>
  );
}
