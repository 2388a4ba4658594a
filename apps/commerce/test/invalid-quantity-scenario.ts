import { expect } from "vitest";
import { AdminSession, countOrders } from "./admin-session.ts";
import { ShopSession } from "./shop-session.ts";

const addItem =
  "mutation($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { __typename } }";

/**
 * Zero and negative quantities, and unknown variants, are refused with a clear GraphQL error before
 * Vendure opens an order: the order table holds exactly as many rows afterwards. Shared by the SQLite
 * and PostgreSQL suites.
 */
export async function expectInvalidCartRequestsPersistNothing(url: string): Promise<void> {
  const admin = new AdminSession(url);
  const found = await new ShopSession(url, "us").call<{ product: { variants: Array<{ id: string }> } }>(
    '{ product(slug: "bouncer-bliss") { variants { id } } }',
  );
  const variantId = found.product.variants[0]?.id ?? "";
  const shopper = new ShopSession(url, "us");
  const before = await countOrders(admin);

  for (const quantity of [-1, 0]) {
    await expect(shopper.call(addItem, { id: variantId, quantity })).rejects.toThrow(
      `addItemToOrder: quantity must be a whole number of at least 1, got ${quantity}`,
    );
  }
  await expect(
    shopper.call("mutation($inputs: [AddItemInput!]!) { addItemsToOrder(inputs: $inputs) { order { id } } }", {
      inputs: [
        { productVariantId: variantId, quantity: 1 },
        { productVariantId: variantId, quantity: -3 },
      ],
    }),
  ).rejects.toThrow("addItemsToOrder: quantity must be a whole number of at least 1, got -3");
  await expect(
    shopper.call('mutation { adjustOrderLine(orderLineId: "1", quantity: -2) { __typename } }'),
  ).rejects.toThrow("adjustOrderLine: quantity must be a whole number of at least 0, got -2");
  await expect(shopper.call(addItem, { id: "999999", quantity: 1 })).rejects.toThrow(/No ProductVariant with the id/);
  expect(await countOrders(admin)).toBe(before);

  // The count does see carts: the first valid request opens exactly one.
  await shopper.call(addItem, { id: variantId, quantity: 1 });
  expect(await countOrders(admin)).toBe(before + 1);
}
