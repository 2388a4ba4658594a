import { GlobalFlag } from "@vendure/common/lib/generated-types";
import {
  type Injector,
  idsAreEqual,
  type Order,
  ProductVariant,
  ProductVariantService,
  type RequestContext,
  StockLevelService,
  type StockMovement,
  TransactionalConnection,
  translateEntity,
} from "@vendure/core";
import {
  type BundleComponent,
  type BundleMovementType,
  bundleSaleableStock,
  componentStockChanges,
  parseBundleComponents,
  stockDemand,
} from "./bundle-components.ts";

export class BundleStockError extends Error {
  override name = "BundleStockError";
}

/** The bundle's components, or undefined for an ordinary variant. */
export function bundleComponentsOf(variant: ProductVariant): BundleComponent[] | undefined {
  const fields = variant.customFields as { bundleComponents?: unknown } | undefined;
  return parseBundleComponents(fields?.bundleComponents, variant.sku);
}

/** Component variants by SKU (in any channel: stock is kept per variant, not per channel). */
async function variantsBySku(ctx: RequestContext, injector: Injector, skus: string[]) {
  const variants = await injector
    .get(TransactionalConnection)
    .getRepository(ctx, ProductVariant)
    .createQueryBuilder("variant")
    .leftJoinAndSelect("variant.translations", "translation")
    .where("variant.sku IN (:...skus)", { skus })
    .andWhere("variant.deletedAt IS NULL")
    .getMany();
  const bySku = new Map<string, ProductVariant>();
  for (const variant of variants) bySku.set(variant.sku, variant);
  for (const sku of skus) if (!bySku.has(sku)) throw new BundleStockError(`Bundle component ${sku} does not exist`);
  return bySku;
}

/** Saleable units of each component SKU right now. */
async function saleableBySku(ctx: RequestContext, injector: Injector, bySku: Map<string, ProductVariant>) {
  const service = injector.get(ProductVariantService);
  const saleable = new Map<string, number>();
  for (const [sku, variant] of bySku) saleable.set(sku, await service.getSaleableStockLevel(ctx, variant));
  return saleable;
}

/** How many sets the components' stock allows (the minimum over components). */
export async function bundleSaleable(
  ctx: RequestContext,
  injector: Injector,
  components: readonly BundleComponent[],
): Promise<number> {
  const bySku = await variantsBySku(
    ctx,
    injector,
    components.map((component) => component.sku),
  );
  return bundleSaleableStock(components, await saleableBySku(ctx, injector, bySku));
}

export type StockLine = { variantId: string; quantity: number; available: number; name: string };

/**
 * The order's demand on tracked stock, one line per variant: bundle lines count as their components
 * and a variant bought alone and inside a bundle is summed. What the checkout guard checks.
 */
export async function orderStockLines(ctx: RequestContext, injector: Injector, order: Order): Promise<StockLine[]> {
  const demandLines = order.lines.map((line) => ({
    sku: line.productVariant.sku,
    quantity: line.quantity,
    components: bundleComponentsOf(line.productVariant),
  }));
  const demand = stockDemand(demandLines);
  const bySku = await variantsBySku(ctx, injector, [...demand.keys()]);
  const service = injector.get(ProductVariantService);
  const lines: StockLine[] = [];
  for (const [sku, quantity] of demand) {
    const variant = bySku.get(sku) as ProductVariant;
    lines.push({
      variantId: String(variant.id),
      quantity,
      available: await service.getSaleableStockLevel(ctx, variant),
      name: translateEntity(variant, ctx.languageCode).name || sku,
    });
  }
  return lines;
}

const mirroredTypes: ReadonlySet<string> = new Set<BundleMovementType>([
  "ALLOCATION",
  "SALE",
  "RELEASE",
  "CANCELLATION",
]);

/**
 * Applies a stock movement of bundle variants to their components, in the movement's own transaction
 * (a rollback undoes both). Vendure moves only the bundle variant, which is untracked: payment,
 * fulfilment and cancellation (including "cancel and refund") would otherwise never touch the
 * components. Ordinary variants' movements are left alone.
 */
export async function mirrorOnComponents(
  ctx: RequestContext,
  injector: Injector,
  movements: readonly StockMovement[],
): Promise<void> {
  const relevant = movements.filter((movement) => mirroredTypes.has(movement.type));
  if (relevant.length === 0) return;
  const variants = await injector
    .get(TransactionalConnection)
    .getRepository(ctx, ProductVariant)
    .createQueryBuilder("variant")
    .where("variant.id IN (:...ids)", { ids: relevant.map((movement) => movement.productVariant.id) })
    .getMany();
  const levels = injector.get(StockLevelService);
  for (const movement of relevant) {
    const bundle = variants.find((variant) => idsAreEqual(variant.id, movement.productVariant.id));
    const components = bundle && bundleComponentsOf(bundle);
    if (!components) continue;
    const locationId = movement.stockLocation?.id ?? movement.stockLocationId;
    const changes = componentStockChanges(movement.type as BundleMovementType, movement.quantity, components);
    const bySku = await variantsBySku(
      ctx,
      injector,
      changes.map((change) => change.sku),
    );
    for (const change of changes) {
      const component = bySku.get(change.sku) as ProductVariant;
      if (component.trackInventory === GlobalFlag.FALSE) continue;
      if (change.allocated)
        await levels.updateStockAllocatedForLocation(ctx, component.id, locationId, change.allocated);
      if (change.onHand) await levels.updateStockOnHandForLocation(ctx, component.id, locationId, change.onHand);
    }
  }
}
