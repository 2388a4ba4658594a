import type { OnApplicationBootstrap } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ModuleRef } from "@nestjs/core";
import { ResolveField, Resolver } from "@nestjs/graphql";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import {
  EventBus,
  Injector,
  internal_getRequestContext,
  LanguageCode,
  type OrderInterceptor,
  PluginCommonModule,
  type ProductVariant,
  type RequestContext,
  StockMovementEvent,
  VendurePlugin,
} from "@vendure/core";
import { gql } from "graphql-tag";
import { bundleComponentsOf, bundleSaleable, mirrorOnComponents } from "./bundle-stock.ts";
import { BundleStockDisplayStrategy } from "./bundle-stock-display.ts";

let injector: Injector | undefined;

function running(): Injector {
  if (!injector) throw new Error("The bundles plugin has not started yet");
  return injector;
}

/** Why the cart cannot hold `wanted` sets of a bundle variant, or undefined when it can (or it is no bundle). */
async function shortOfSets(ctx: RequestContext, variant: ProductVariant, wanted: number): Promise<string | undefined> {
  const components = bundleComponentsOf(variant);
  if (!components) return undefined;
  const sets = await bundleSaleable(ctx, running(), components);
  if (wanted <= sets) return undefined;
  return sets === 0
    ? `Out of stock: ${variant.sku} (a component is sold out)`
    : `Only ${sets} of ${variant.sku} left in stock`;
}

/** Refuses to put more sets in the cart than the scarcest component allows, with the reason. */
const bundleStockInterceptor: OrderInterceptor = {
  willAddItemToOrder(ctx, order, { productVariant, quantity }) {
    const inCart = order.lines
      .filter((line) => String(line.productVariant.id) === String(productVariant.id))
      .reduce((sum, line) => sum + line.quantity, 0);
    return shortOfSets(ctx, productVariant, inCart + quantity);
  },
  willAdjustOrderLine(ctx, _order, { orderLine, quantity }) {
    return quantity > orderLine.quantity ? shortOfSets(ctx, orderLine.productVariant, quantity) : undefined;
  },
};

/**
 * Without parameter decorators (Biome does not parse them) Nest passes the raw GraphQL arguments:
 * parent, args, then the context holding the request Vendure keeps its RequestContext on.
 */
@Resolver("ProductVariant")
class BundleVariantResolver {
  @ResolveField()
  async bundle(
    variant: ProductVariant,
    _args: unknown,
    context: { req: Parameters<typeof internal_getRequestContext>[0] },
  ) {
    const ctx = internal_getRequestContext(context.req);
    const components = bundleComponentsOf(variant);
    if (!components) return null;
    return { components, saleableStock: await bundleSaleable(ctx, running(), components) };
  }
}

/**
 * Bundles: a product whose single, untracked variant lists component SKUs and quantities in the
 * `bundleComponents` custom field (JSON). It sells at its own set price; its stock is its scarcest
 * component's; the checkout guard reserves the components; every stock movement of the bundle (payment,
 * fulfilment, cancellation) moves its components' stock the same way.
 * The Shop API adds `ProductVariant.bundle { components { sku quantity } saleableStock }`.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  shopApiExtensions: {
    schema: gql`
      type BundleComponent {
        sku: String!
        quantity: Int!
      }
      type Bundle {
        components: [BundleComponent!]!
        "Whole sets the components' stock allows"
        saleableStock: Int!
      }
      extend type ProductVariant {
        bundle: Bundle
      }
    `,
    resolvers: [BundleVariantResolver],
  },
  configuration: (config) => {
    config.customFields.ProductVariant.push({
      name: "bundleComponents",
      type: "text",
      public: true,
      nullable: true,
      label: [{ languageCode: LanguageCode.en, value: "Bundle components (JSON: [{ sku, quantity }])" }],
    });
    config.catalogOptions.stockDisplayStrategy = new BundleStockDisplayStrategy(
      config.catalogOptions.stockDisplayStrategy,
    );
    config.orderOptions.orderInterceptors = [...(config.orderOptions.orderInterceptors ?? []), bundleStockInterceptor];
    return config;
  },
})
export class BundlesPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    injector = new Injector(this.moduleRef);
    // Blocking: runs inside the transaction that moves the bundle's stock, before it commits.
    this.eventBus.registerBlockingEventHandler({
      event: StockMovementEvent,
      id: "hushling-bundle-components-stock",
      handler: (event) => mirrorOnComponents(event.ctx, running(), event.stockMovements),
    });
  }
}
