import type { CallHandler, ExecutionContext, NestInterceptor } from "@nestjs/common";
import { Injectable } from "@nestjs/common";
import { APP_INTERCEPTOR } from "@nestjs/core";
import { type GqlContextType, GqlExecutionContext } from "@nestjs/graphql";
// biome-ignore lint/style/useImportType: Nest injects by the constructor's emitted parameter types.
import {
  I18nError,
  internal_getRequestContext,
  LogLevel,
  Order,
  OrderService,
  PluginCommonModule,
  TransactionalConnection,
  VendurePlugin,
} from "@vendure/core";
import type { GraphQLResolveInfo } from "graphql";
import { from, mergeMap, type Observable } from "rxjs";
import { giftMessageRefusal, giftMessageToClear } from "./gift-message-rules.ts";

class GiftMessageWithoutCardError extends I18nError {
  constructor(message: string) {
    super(message, {}, "GIFT_MESSAGE_WITHOUT_CARD", LogLevel.Info);
  }
}

/** The Shop API mutations that can take the gift message card's line out of the active order. */
const lineRemovals = new Set(["removeOrderLine", "removeAllOrderLines", "adjustOrderLine"]);

@Injectable()
class GiftMessageInterceptor implements NestInterceptor {
  constructor(
    private readonly orders: OrderService,
    private readonly connection: TransactionalConnection,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== "graphql") return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== "Mutation") return next.handle();
    if (info.fieldName === "setOrderCustomFields") {
      const { input } = gql.getArgs<{ input?: { customFields?: { giftMessage?: unknown } } }>();
      if (input?.customFields?.giftMessage === undefined) return next.handle();
      const req = gql.getContext<{ req: Parameters<typeof internal_getRequestContext>[0] }>().req;
      // Checked before the resolver (and its transaction) runs, so a refused message is never stored.
      return from(this.refusal(req, input.customFields.giftMessage)).pipe(
        mergeMap((refusal) => {
          if (refusal) throw new GiftMessageWithoutCardError(refusal);
          return next.handle();
        }),
      );
    }
    if (!lineRemovals.has(info.fieldName)) return next.handle();
    // GraphQL resolvers hand the interceptor their promise; it settles once the line change is committed.
    return next.handle().pipe(mergeMap(async (pending: unknown) => this.clearOrphanedMessage(await pending)));
  }

  private async refusal(req: Parameters<typeof internal_getRequestContext>[0], message: unknown) {
    const ctx = internal_getRequestContext(req);
    const orderId = ctx.session?.activeOrderId;
    const order = orderId ? await this.orders.findOne(ctx, orderId) : undefined;
    return giftMessageRefusal(message, order);
  }

  private async clearOrphanedMessage(result: unknown): Promise<unknown> {
    if (!(result instanceof Order) || !giftMessageToClear(result)) return result;
    await this.connection.rawConnection
      .getRepository(Order)
      .update({ id: result.id }, { customFields: { giftMessage: null } } as never);
    (result.customFields as { giftMessage?: string | null }).giftMessage = null;
    return result;
  }
}

/** The gift message is taken only with its paid card line, and removed with it (gift-message-rules.ts). */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  providers: [{ provide: APP_INTERCEPTOR, useClass: GiftMessageInterceptor }],
})
export class GiftMessagePlugin {}
