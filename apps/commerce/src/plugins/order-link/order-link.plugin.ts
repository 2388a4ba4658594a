import { ResolveField, Resolver } from "@nestjs/graphql";
import { internal_getRequestContext, type Order, PluginCommonModule, VendurePlugin } from "@vendure/core";
import { gql } from "graphql-tag";
import { OrderLinkAccessStrategy } from "./order-link-access-strategy.ts";
import { orderLinkToken } from "./order-link-token.ts";

/** Set by `OrderLinkPlugin.init` before Vendure configures the plugin. */
let linkSecret = "";

/** Without parameter decorators (Biome does not parse them) Nest passes parent, args and the context. */
@Resolver("Order")
class OrderLinkTokenResolver {
  /** Only a placed order has a confirmation link; whoever may read the order may read its token. */
  @ResolveField()
  confirmationToken(order: Order, _args: unknown, context: { req: Parameters<typeof internal_getRequestContext>[0] }) {
    if (order.active || !order.orderPlacedAt) return null;
    const ctx = internal_getRequestContext(context.req);
    return orderLinkToken(linkSecret, ctx.channel.code, order.code);
  }
}

/**
 * Confirmation links that keep working: a placed order answers `confirmationToken` in the Shop API, and
 * `orderByCode` grants access to a request carrying it in the `x-order-token` header (docs/adr:
 * order links). The key derives from the cookie secret.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  shopApiExtensions: {
    schema: gql`
      extend type Order {
        "The token of the order's confirmation link, once it is placed; send it as x-order-token to orderByCode."
        confirmationToken: String
      }
    `,
    resolvers: [OrderLinkTokenResolver],
  },
  configuration: (config) => {
    config.orderOptions.orderByCodeAccessStrategy = new OrderLinkAccessStrategy(linkSecret);
    return config;
  },
})
// biome-ignore lint/complexity/noStaticOnlyClass: Vendure plugins are classes; init passes options the Vendure way.
export class OrderLinkPlugin {
  static init(options: { secret: string }) {
    linkSecret = options.secret;
    return OrderLinkPlugin;
  }
}
