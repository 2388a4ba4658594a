import type { VendureConfig } from "@vendure/core";

type ApolloPlugin = NonNullable<VendureConfig["apiOptions"]["apolloServerPlugins"]>[number];

/**
 * Apollo adds `extensions.stacktrace` (file paths, library versions) to every error unless NODE_ENV
 * says production; the production profile drops it whatever NODE_ENV is.
 */
export const withoutStacktraces: ApolloPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        for (const error of response.body.singleResult.errors ?? []) {
          if (error.extensions && "stacktrace" in error.extensions) delete error.extensions.stacktrace;
        }
      },
    };
  },
};
