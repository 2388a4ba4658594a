import type { CallHandler, ExecutionContext, NestInterceptor } from "@nestjs/common";
import { Injectable } from "@nestjs/common";
import { APP_INTERCEPTOR } from "@nestjs/core";
import { type GqlContextType, GqlExecutionContext } from "@nestjs/graphql";
import { I18nError, LogLevel, PluginCommonModule, VendurePlugin } from "@vendure/core";
import type { Request } from "express";
import type { GraphQLResolveInfo } from "graphql";
import { mergeMap, type Observable } from "rxjs";
import { LoginThrottle } from "./login-throttle.ts";

class TooManyLoginAttemptsError extends I18nError {
  constructor(message: string) {
    super(message, {}, "TOO_MANY_LOGIN_ATTEMPTS", LogLevel.Info);
  }
}

/** The login mutations of both APIs take a username (Admin) or email address (Shop) and a password. */
const loginMutations = new Set(["login"]);

@Injectable()
class LoginThrottleInterceptor implements NestInterceptor {
  private readonly throttle = new LoginThrottle();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== "graphql") return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== "Mutation" || !loginMutations.has(info.fieldName)) return next.handle();
    const { username } = gql.getArgs<{ username?: unknown }>();
    const name = typeof username === "string" ? username : "";
    const address = gql.getContext<{ req: Request }>().req.ip ?? "unknown";
    const refusal = this.throttle.refusal(address, name, Date.now());
    if (refusal) throw new TooManyLoginAttemptsError(refusal);
    // GraphQL resolvers hand the interceptor their promise, not its value.
    return next.handle().pipe(
      mergeMap(async (pending: unknown) => {
        const result = await pending;
        const errorCode = (result as { errorCode?: string } | undefined)?.errorCode;
        if (errorCode === "INVALID_CREDENTIALS_ERROR") this.throttle.failed(address, name, Date.now());
        else if (!errorCode) this.throttle.succeeded(address, name);
        return result;
      }),
    );
  }
}

/** Wrong passwords are throttled per address and username (login-throttle.ts), in both APIs. */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  providers: [{ provide: APP_INTERCEPTOR, useClass: LoginThrottleInterceptor }],
})
export class LoginThrottlePlugin {}
