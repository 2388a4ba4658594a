import type { OnApplicationBootstrap } from "@nestjs/common";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ModuleRef } from "@nestjs/core";
import { ResolveField, Resolver } from "@nestjs/graphql";
import {
  defaultOrderProcess,
  Injector,
  internal_getRequestContext,
  LanguageCode,
  type OrderInterceptor,
  type OrderProcess,
  type OrderState,
  PluginCommonModule,
  type ProductVariant,
  type RequestContext,
  VendurePlugin,
} from "@vendure/core";
import { gql } from "graphql-tag";
import { bundleComponentsOf, bundleSaleable, takeBundleComponents } from "./bundle-stock.ts";
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

const allocatedStates: ReadonlySet<string> = new Set(["PaymentAuthorized", "PaymentSettled"]);

/** A paid order takes its bundles' components off the shelf in the payment's own transaction. */
const bundleOrderProcess: OrderProcess<OrderState> = {
  async onTransitionEnd(fromState, toState, { ctx, order }) {
    if (allocatedStates.has(fromState) || !allocatedStates.has(toState)) return;
    await takeBundleComponents(ctx, running(), order);
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
 * component's; the checkout guard reserves the components; a paid order takes them off stock on hand.
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
    config.orderOptions.process = [...(config.orderOptions.process ?? [defaultOrderProcess]), bundleOrderProcess];
    return config;
  },
})
export class BundlesPlugin implements OnApplicationBootstrap {
  constructor(private readonly moduleRef: ModuleRef) {}

  onApplicationBootstrap(): void {
    injector = new Injector(this.moduleRef);
  }
}
