import { GlobalFlag } from "@vendure/common/lib/generated-types";
import {
  type Injector,
  type Order,
  ProductVariant,
  ProductVariantService,
  type RequestContext,
  StockLevel,
  StockLevelService,
  TransactionalConnection,
  translateEntity,
} from "@vendure/core";
import { type BundleComponent, bundleSaleableStock, parseBundleComponents, stockDemand } from "./bundle-components.ts";

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
 * and a variant bought alone and inside a bundle is summed. What the checkout guard reserves.
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

/**
 * Takes a paid bundle line's units off its components' stock on hand, inside the payment's
 * transaction (a rollback restores them). Vendure allocates only the bundle variant, which is untracked.
 */
export async function takeBundleComponents(ctx: RequestContext, injector: Injector, order: Order): Promise<void> {
  const connection = injector.get(TransactionalConnection);
  const levels = injector.get(StockLevelService);
  for (const line of order.lines) {
    const components = bundleComponentsOf(line.productVariant);
    if (!components) continue;
    const bySku = await variantsBySku(
      ctx,
      injector,
      components.map((component) => component.sku),
    );
    for (const component of components) {
      const variant = bySku.get(component.sku) as ProductVariant;
      if (variant.trackInventory === GlobalFlag.FALSE) continue;
      const level = await connection
        .getRepository(ctx, StockLevel)
        .findOne({ where: { productVariantId: variant.id }, order: { stockOnHand: "DESC" } });
      if (!level) throw new BundleStockError(`Bundle component ${component.sku} has no stock level`);
      await levels.updateStockOnHandForLocation(
        ctx,
        variant.id,
        level.stockLocationId,
        -component.quantity * line.quantity,
      );
    }
  }
}
