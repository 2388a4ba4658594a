import type { CallHandler, ExecutionContext, NestInterceptor } from "@nestjs/common";
import { Injectable } from "@nestjs/common";
import { APP_INTERCEPTOR } from "@nestjs/core";
import { type GqlContextType, GqlExecutionContext } from "@nestjs/graphql";
import { PluginCommonModule, UserInputError, VendurePlugin } from "@vendure/core";
import type { GraphQLResolveInfo } from "graphql";
import type { Observable } from "rxjs";
import { invalidQuantityMessage } from "./order-quantity-rules.ts";

/**
 * Checks the quantity arguments of cart mutations before their resolvers run. Global interceptors run
 * before the resolvers' own (Vendure's transaction among them), so a refused request writes nothing.
 */
@Injectable()
class OrderQuantityInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() === "graphql") {
      const gql = GqlExecutionContext.create(context);
      const info = gql.getInfo<GraphQLResolveInfo>();
      if (info.parentType.name === "Mutation") {
        const message = invalidQuantityMessage(info.fieldName, gql.getArgs());
        if (message) throw new UserInputError(message);
      }
    }
    return next.handle();
  }
}

/** Invalid cart quantities (zero or negative) get a clear GraphQL error and persist nothing. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  providers: [{ provide: APP_INTERCEPTOR, useClass: OrderQuantityInterceptor }],
})
export class OrderQuantityPlugin {}
