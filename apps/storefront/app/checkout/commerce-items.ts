import type { CommerceItem } from "@hushling/analytics";
import type { ShopOrder } from "@hushling/shop-api";

/** The order's lines as analytics items: prices before tax in major units, as Vendure's are in minor ones. */
export const commerceItems = (order: ShopOrder): CommerceItem[] =>
  order.lines.map((line) => ({
    id: line.productVariant.sku,
    name: line.productVariant.name,
    price: line.unitPrice / 100,
    quantity: line.quantity,
    currency: order.currencyCode,
  }));
