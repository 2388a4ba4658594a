import type { CallHandler, ExecutionContext, NestInterceptor } from "@nestjs/common";
import { Injectable } from "@nestjs/common";
import { type GqlContextType, GqlExecutionContext } from "@nestjs/graphql";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import { ActiveOrderService, IllegalOperationError, internal_getRequestContext, UserInputError } from "@vendure/core";
import type { Request } from "express";
import type { GraphQLResolveInfo } from "graphql";
import { from, type Observable, switchMap } from "rxjs";
import { outsideStorefrontMessage } from "./checkout-rules.ts";

/** Mutations that change what the checkout rules checked; refused while the order arranges payment. */
const checkedByRules = new Set(["setOrderShippingAddress", "unsetOrderShippingAddress", "setOrderShippingMethod"]);

/** Shop API mutations that create or change an order (`addItemToOrder`, `applyCouponCode`, ...). */
const touchesOrder = (fieldName: string) => /Order|CouponCode/.test(fieldName);

export const arrangingPaymentMessage = (mutation: string) =>
  `${mutation} is refused while the order is arranging payment, because the checks for payment ran on the current address and shipping: call transitionOrderToState(state: "AddingItems"), change them, and go to ArrangingPayment again`;

/**
 * Runs before Shop API order mutations, ahead of their resolvers and transactions, so a refusal
 * writes nothing: outside a storefront channel no order is created at all, and an order arranging
 * payment keeps the address and shipping method its checks ran on.
 */
@Injectable()
export class CheckoutLockInterceptor implements NestInterceptor {
  constructor(private readonly activeOrders: ActiveOrderService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== "graphql") return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== "Mutation" || !touchesOrder(info.fieldName)) return next.handle();
    const ctx = internal_getRequestContext(gql.getContext<{ req: Request }>().req);
    if (ctx.apiType !== "shop") return next.handle();
    const outside = outsideStorefrontMessage(ctx.channel.code);
    if (outside) throw new UserInputError(outside);
    if (!checkedByRules.has(info.fieldName)) return next.handle();
    return from(this.activeOrders.getActiveOrder(ctx, undefined)).pipe(
      switchMap((order) => {
        if (order?.state === "ArrangingPayment")
          throw new IllegalOperationError(arrangingPaymentMessage(info.fieldName));
        return next.handle();
      }),
    );
  }
}
