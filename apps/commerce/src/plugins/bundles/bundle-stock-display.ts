import {
  DefaultStockDisplayStrategy,
  type Injector,
  type ProductVariant,
  type RequestContext,
  type StockDisplayStrategy,
} from "@vendure/core";
import { bundleComponentsOf, bundleSaleable } from "./bundle-stock.ts";

/**
 * Vendure's stock display (IN_STOCK, LOW_STOCK, OUT_OF_STOCK), except that a bundle shows the stock of
 * its scarcest component: the bundle variant itself is untracked.
 */
export class BundleStockDisplayStrategy implements StockDisplayStrategy {
  private injector: Injector | undefined;

  constructor(private readonly inner: StockDisplayStrategy = new DefaultStockDisplayStrategy()) {}

  init(injector: Injector): void {
    this.injector = injector;
  }

  async getStockLevel(ctx: RequestContext, variant: ProductVariant, saleableStockLevel: number): Promise<string> {
    const components = bundleComponentsOf(variant);
    if (!components || !this.injector) return this.inner.getStockLevel(ctx, variant, saleableStockLevel);
    return this.inner.getStockLevel(ctx, variant, await bundleSaleable(ctx, this.injector, components));
  }
}
