import { type BundleComponent, parseBundleComponents, stockDemand } from "../src/plugins/bundles/bundle-components.ts";

/** A variant as the audit reads it from the Admin API. */
export type AuditedVariant = {
  id: string;
  sku: string;
  /** Whether Vendure moves this variant's stock at all (its own flag, or the global one when it inherits). */
  tracked: boolean;
  stockAllocated: number;
  /** The raw `bundleComponents` custom field: set on bundle variants only. */
  bundleComponents?: string | null;
};

export type AuditedLine = { variantId: string; quantity: number };

/**
 * Variants whose allocated stock differs from what the paid orders hold, in the way Vendure and our
 * bundles plugin allocate: a bundle line holds its components (the bundle variant itself is
 * untracked and holds nothing), and an untracked variant holds nothing. Each paid order is its lines.
 */
export function stockMismatches(paidOrders: readonly AuditedLine[][], variants: readonly AuditedVariant[]): string[] {
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  const bySku = new Map(variants.map((variant) => [variant.sku, variant]));
  const components = (variant: AuditedVariant): BundleComponent[] | undefined =>
    parseBundleComponents(variant.bundleComponents, variant.sku);
  const held = new Map<string, number>();
  for (const lines of paidOrders) {
    const demand = stockDemand(
      lines.map((line) => {
        const variant = byId.get(line.variantId);
        if (!variant)
          throw new Error(`audit: a paid order holds variant ${line.variantId}, which the audit did not read`);
        return { sku: variant.sku, quantity: line.quantity, components: components(variant) };
      }),
    );
    for (const [sku, units] of demand) {
      const variant = bySku.get(sku);
      if (!variant) throw new Error(`audit: a paid bundle holds component ${sku}, which the audit did not read`);
      if (variant.tracked) held.set(variant.id, (held.get(variant.id) ?? 0) + units);
    }
  }
  return variants
    .filter((variant) => variant.stockAllocated !== (held.get(variant.id) ?? 0))
    .map(
      (variant) =>
        `variant ${variant.id} (${variant.sku}): ${variant.stockAllocated} allocated, ${held.get(variant.id) ?? 0} in paid orders`,
    );
}
