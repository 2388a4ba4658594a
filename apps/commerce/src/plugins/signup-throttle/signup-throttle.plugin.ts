import { emailAddressProblem, emailAddressRefusals } from "@hushling/shop-api";
import type { CallHandler, ExecutionContext, NestInterceptor, OnApplicationShutdown } from "@nestjs/common";
import { Injectable } from "@nestjs/common";
import { APP_INTERCEPTOR } from "@nestjs/core";
import { type GqlContextType, GqlExecutionContext } from "@nestjs/graphql";
import {
  I18nError,
  internal_getRequestContext,
  Logger,
  LogLevel,
  PluginCommonModule,
  VendurePlugin,
} from "@vendure/core";
import type { Request } from "express";
import type { GraphQLResolveInfo } from "graphql";
import { from, mergeMap, type Observable } from "rxjs";
import { redisThrottleStore } from "./redis-throttle-store.ts";
import {
  defaultSignupThrottleLimits,
  orderOpeningMutations,
  type SignupThrottleLimits,
  signupThrottleRules,
  type ThrottleRule,
  throttleRefusal,
} from "./signup-throttle-rules.ts";
import { memoryThrottleStore, type ThrottleStore } from "./throttle-store.ts";

export type SignupThrottleOptions = SignupThrottleLimits & {
  store: { kind: "memory" } | { kind: "redis"; url: string; prefix: string };
};

class ThrottledError extends I18nError {
  constructor(message: string, code: string) {
    super(message, {}, code, LogLevel.Info);
  }
}

let options: SignupThrottleOptions | undefined;

@Injectable()
class SignupThrottleInterceptor implements NestInterceptor, OnApplicationShutdown {
  private readonly rules = signupThrottleRules(options ?? defaultSignupThrottleLimits);
  private readonly store: ThrottleStore =
    options?.store.kind === "redis"
      ? redisThrottleStore(options.store.url, options.store.prefix)
      : memoryThrottleStore();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== "graphql") return next.handle();
    const gql = GqlExecutionContext.create(context);
    const info = gql.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== "Mutation") return next.handle();
    const req = gql.getContext<{ req: Request }>().req;
    if (info.fieldName === "registerCustomerAccount") {
      const { input } = gql.getArgs<{ input?: { emailAddress?: unknown } }>();
      const problem = emailAddressProblem(typeof input?.emailAddress === "string" ? input.emailAddress : "");
      if (problem) throw new ThrottledError(emailAddressRefusals[problem], "INVALID_EMAIL_ADDRESS");
      return this.counted(this.rules.registration, req, next);
    }
    if (orderOpeningMutations.has(info.fieldName) && !internal_getRequestContext(req).session?.activeOrderId) {
      return this.counted(this.rules.newCart, req, next);
    }
    return next.handle();
  }

  /** Counts the request before its resolver runs; over the limit it is refused and writes nothing. */
  private counted(rule: ThrottleRule, req: Request, next: CallHandler): Observable<unknown> {
    const address = req.ip ?? "unknown";
    const now = Date.now();
    const counting = this.store.hit(`${rule.name}:${address}`, rule.windowMs, now).catch((error: Error) => {
      // A store that cannot be reached must not close the shop: the request goes through, and says so.
      Logger.warn(`signup throttle store unavailable, not counting: ${error.message}`, "SignupThrottle");
      return { count: 0, resetsAt: now };
    });
    return from(counting).pipe(
      mergeMap(({ count, resetsAt }) => {
        const refusal = throttleRefusal(rule, count, resetsAt, now);
        if (refusal)
          throw new ThrottledError(
            refusal,
            rule.name === "registration" ? "TOO_MANY_REGISTRATIONS" : "TOO_MANY_NEW_CARTS",
          );
        return next.handle();
      }),
    );
  }

  async onApplicationShutdown() {
    await this.store.close();
  }
}

/**
 * Account registrations and new carts are counted per client address (signup-throttle-rules.ts); a
 * registration's e-mail address must be one valid address. Counts live in memory, or in Redis when
 * several API processes share them (`COMMERCE_THROTTLE_STORE=redis`).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: "^3.0.0",
  providers: [{ provide: APP_INTERCEPTOR, useClass: SignupThrottleInterceptor }],
})
// biome-ignore lint/complexity/noStaticOnlyClass: Vendure plugins are classes; init passes options the Vendure way.
export class SignupThrottlePlugin {
  static init(given: SignupThrottleOptions) {
    options = given;
    return SignupThrottlePlugin;
  }
}
