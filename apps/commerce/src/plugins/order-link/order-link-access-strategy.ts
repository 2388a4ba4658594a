import { idsAreEqual, type Order, type OrderByCodeAccessStrategy, type RequestContext } from "@vendure/core";
import { isOrderLinkToken, orderTokenHeader } from "./order-link-token.ts";

/**
 * Who may read a placed order by its code: a request carrying the order's signed link token (the
 * confirmation page, opened right after checkout, from its bookmark or from the email), or the signed-in
 * customer who placed it. The code alone opens nothing: it is printed on parcels, said on the phone and
 * seen in URLs, so Vendure's default window (anyone with the code in the first two hours) is left out.
 */
export class OrderLinkAccessStrategy implements OrderByCodeAccessStrategy {
  constructor(private readonly secret: string) {}

  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const token = ctx.req?.headers[orderTokenHeader];
    if (isOrderLinkToken(this.secret, ctx.channel.code, order.code, token)) return true;
    const ownerId = order.customer?.user?.id;
    return ownerId !== undefined && ctx.activeUserId !== undefined && idsAreEqual(ownerId, ctx.activeUserId);
  }
}
