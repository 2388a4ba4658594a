import { z } from "zod";

/** What the bundle variant's `bundleComponents` custom field holds (JSON): the SKUs it is made of. */
export const bundleComponentsSchema = z
  .array(z.object({ sku: z.string().min(1), quantity: z.number().int().positive() }))
  .min(2, "a bundle has at least two components");

export type BundleComponent = z.infer<typeof bundleComponentsSchema>[number];

export class BundleComponentsError extends Error {
  override name = "BundleComponentsError";
}

/**
 * The components of a bundle variant, or undefined for an ordinary variant (empty field). A field that
 * is set but malformed is a data error and throws naming the variant, rather than selling a bundle
 * without checking its components.
 */
export function parseBundleComponents(raw: unknown, variantSku: string): BundleComponent[] | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  let json: unknown;
  try {
    json = typeof raw === "string" ? JSON.parse(raw) : raw;
  } catch {
    throw new BundleComponentsError(`${variantSku}: bundleComponents is not JSON`);
  }
  const parsed = bundleComponentsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BundleComponentsError(`${variantSku}: bundleComponents.${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data;
}

/** How many whole bundles the components' saleable stock allows: the minimum over components. */
export function bundleSaleableStock(
  components: readonly BundleComponent[],
  saleableBySku: ReadonlyMap<string, number>,
): number {
  let sets = Number.MAX_SAFE_INTEGER;
  for (const component of components) {
    const available = saleableBySku.get(component.sku) ?? 0;
    sets = Math.min(sets, Math.floor(Math.max(available, 0) / component.quantity));
  }
  return sets;
}

export type DemandLine = { sku: string; quantity: number; components?: readonly BundleComponent[] };

/**
 * Units needed per SKU for an order: bundle lines count as their components, and a SKU bought both
 * alone and inside a bundle is summed, so the stock check sees the order's whole demand on it.
 */
export function stockDemand(lines: readonly DemandLine[]): Map<string, number> {
  const demand = new Map<string, number>();
  const add = (sku: string, quantity: number) => demand.set(sku, (demand.get(sku) ?? 0) + quantity);
  for (const line of lines) {
    if (line.components)
      for (const component of line.components) add(component.sku, component.quantity * line.quantity);
    else add(line.sku, line.quantity);
  }
  return demand;
}

/** What a stock movement of a bundle variant does to its components; names match Vendure's StockMovementType. */
export type BundleMovementType = "ALLOCATION" | "SALE" | "RELEASE" | "CANCELLATION";

export type ComponentStockChange = { sku: string; allocated: number; onHand: number };

/**
 * The change to each component's stock for a movement of `sets` bundles, mirroring what Vendure does
 * to a tracked variant: payment allocates, fulfilment sells (off allocated and on hand), cancelling an
 * unshipped line releases the allocation, cancelling a shipped one puts the units back on hand.
 */
export function componentStockChanges(
  type: BundleMovementType,
  sets: number,
  components: readonly BundleComponent[],
): ComponentStockChange[] {
  const units = Math.abs(sets);
  const per = { ALLOCATION: [1, 0], SALE: [-1, -1], RELEASE: [-1, 0], CANCELLATION: [0, 1] } as const;
  const [allocated, onHand] = per[type];
  return components.map((component) => ({
    sku: component.sku,
    allocated: allocated * units * component.quantity,
    onHand: onHand * units * component.quantity,
  }));
}
