/** The Shop API mutations that take a quantity, and the least each accepts (adjusting to 0 removes a line). */
const leastQuantity: Record<string, number> = { addItemToOrder: 1, addItemsToOrder: 1, adjustOrderLine: 0 };

type QuantityArgs = { quantity?: unknown; inputs?: Array<{ quantity?: unknown }> };

/**
 * Why a mutation's quantities are invalid, or undefined when they are fine (or it takes none).
 * Vendure itself opens the shopper's active order before it looks at the quantity, so a bad request
 * would leave an empty order behind; this check runs first.
 */
export function invalidQuantityMessage(mutation: string, args: QuantityArgs): string | undefined {
  const least = leastQuantity[mutation];
  if (least === undefined) return undefined;
  const quantities =
    mutation === "addItemsToOrder" ? (args.inputs ?? []).map((input) => input.quantity) : [args.quantity];
  const bad = quantities.find(
    (quantity) => typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < least,
  );
  if (bad === undefined) return undefined;
  return `${mutation}: quantity must be a whole number of at least ${least}, got ${String(bad)}`;
}
