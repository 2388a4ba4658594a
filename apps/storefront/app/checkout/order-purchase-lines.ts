import { type PurchaseLine, toPurchaseLine } from "@hushling/analytics";
import { catalogKey, type ShopOrder } from "@hushling/shop-api";
import { shownLinePrices } from "../cart/cart-amounts.ts";
import { priceAsDecimal } from "../catalog/price.ts";

/**
 * The order's lines for the search provider's purchase event. Each product is named by its catalog key,
 * as the search records name it (so bought-together pairs the products shoppers see), and priced on the
 * shelf's basis (with tax where the storefront's prices include it), as the records' sale price is.
 */
export function orderPurchaseLines(order: ShopOrder, pricesIncludeTax: boolean): PurchaseLine[] {
  return order.lines.map((line) => {
    const key = catalogKey(line.productVariant.product);
    return toPurchaseLine({
      product: {
        id: key,
        itemGroupId: key,
        name: line.productVariant.name,
        salePrice: priceAsDecimal(shownLinePrices(line, pricesIncludeTax).unit),
        currency: order.currencyCode,
      },
      variantId: line.productVariant.sku,
      orderId: order.code,
      orderLineId: line.id,
      amount: line.quantity,
    });
  });
}
