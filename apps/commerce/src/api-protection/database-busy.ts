import type { VendureConfig } from "@vendure/core";

type ApolloPlugin = NonNullable<VendureConfig["apiOptions"]["apolloServerPlugins"]>[number];

/** What the PostgreSQL pool (pg-pool) throws when no connection came free within `connectTimeoutMS`. */
const poolWaitRanOut = "timeout exceeded when trying to connect";

/**
 * The answer instead. The request's transaction never started or was rolled back, so its changes were
 * not saved; a payment is guarded against a second charge (the checkout guard refuses an order no
 * longer awaiting payment), so the same request may be sent again.
 */
export const shopBusyMessage = "The shop is very busy right now: please try again in a moment";

/**
 * A crowd that outnumbers the pool's connections makes some requests wait past the pool's limit
 * (database-options.ts). Their error named the pool's internals and did not say a retry is safe; it is
 * answered as `shopBusyMessage` with the code SHOP_BUSY, which a storefront can tell from a refusal
 * (docs/adr/0074).
 */
export const databaseBusyAsRetryable: ApolloPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        const errors = response.body.singleResult.errors;
        if (!errors?.some((error) => error.message === poolWaitRanOut)) return;
        response.body.singleResult.errors = errors.map((error) =>
          error.message === poolWaitRanOut
            ? { ...error, message: shopBusyMessage, extensions: { ...error.extensions, code: "SHOP_BUSY" } }
            : error,
        );
      },
    };
  },
};
