import { type PurchaseLine, toPurchaseLine } from "@hushling/analytics";
import { catalogKey, type ShopOrder, type ShopOrderLine } from "@hushling/shop-api";
import { shownLinePrices } from "../cart/cart-amounts.ts";
import { priceAsDecimal } from "../catalog/price.ts";

/** What the mapping reads of an order. */
export type PurchasedOrder = Pick<ShopOrder, "id" | "currencyCode"> & {
  lines: ReadonlyArray<
    Pick<ShopOrderLine, "id" | "quantity" | "unitPrice" | "unitPriceWithTax" | "linePrice" | "linePriceWithTax"> & {
      productVariant: Pick<ShopOrderLine["productVariant"], "sku" | "name" | "product">;
    }
  >;
};

/**
 * The order's lines for the search provider's purchase event. Each product is named by its catalog key,
 * as the search records name it (so bought-together pairs the products shoppers see), and priced on the
 * shelf's basis (with tax where the storefront's prices include it), as the records' sale price is. The
 * order is named by Vendure's id: its code opens the order (with a link token), so it goes to no report.
 */
export function orderPurchaseLines(order: PurchasedOrder, pricesIncludeTax: boolean): PurchaseLine[] {
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
      orderId: order.id,
      orderLineId: line.id,
      amount: line.quantity,
    });
  });
}
