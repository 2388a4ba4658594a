import {
  DefaultOrderByCodeAccessStrategy,
  type Order,
  type OrderByCodeAccessStrategy,
  type RequestContext,
} from "@vendure/core";
import { isOrderLinkToken, orderTokenHeader } from "./order-link-token.ts";

/**
 * Who may read a placed order by its code: Vendure's rule (its customer, and anyone in the two hours
 * after it was placed, which the checkout tab uses), or anyone holding the order's signed link token
 * (the confirmation page opened from its bookmark or the email, any time later).
 */
export class OrderLinkAccessStrategy implements OrderByCodeAccessStrategy {
  private readonly vendureRule = new DefaultOrderByCodeAccessStrategy("2h");

  constructor(private readonly secret: string) {}

  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const token = ctx.req?.headers[orderTokenHeader];
    if (isOrderLinkToken(this.secret, ctx.channel.code, order.code, token)) return true;
    return this.vendureRule.canAccessOrder(ctx, order);
  }
}
