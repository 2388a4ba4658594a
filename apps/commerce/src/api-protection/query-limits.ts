import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import type { VendureConfig } from "@vendure/core";
import {
  GraphQLError,
  type GraphQLSchema,
  getNullableType,
  isListType,
  isObjectType,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { type ComplexityEstimator, getComplexity } from "graphql-query-complexity";

/** The most a query may ask of one API; the values and their reasons are in docs/adr/0015. */
export type QueryLimits = {
  /** Nesting of fields (fragments flattened): stops cycles such as variants { product { variants } }. */
  depth: number;
  /** Aliased fields per operation: stops one request asking for the same costly list many times. */
  aliases: number;
  /** Estimated objects resolved (see queryCostEstimator): stops wide queries within the depth. */
  cost: number;
};

export const shopQueryLimits: QueryLimits = { depth: 7, aliases: 5, cost: 150_000 };
export const adminQueryLimits: QueryLimits = { depth: 14, aliases: 30, cost: 1_500_000 };

/** Items a list without a `take` is assumed to hold, e.g. a product's variants. */
const assumedListLength = 10;

/**
 * Each field costs 1 plus what it selects, times how many it returns: `take` (or the API's list limit)
 * for paginated lists (`products(options: { take })`), `assumedListLength` for other lists.
 */
function queryCostEstimator(listLimit: number): ComplexityEstimator {
  return ({ field, args, childComplexity }) => {
    const returned = getNullableType(field.type);
    const paginated = isObjectType(returned) && "items" in returned.getFields() && "totalItems" in returned.getFields();
    if (paginated) {
      const take = (args.options as { take?: unknown } | undefined)?.take;
      return 1 + childComplexity * (typeof take === "number" && take > 0 ? Math.min(take, listLimit) : listLimit);
    }
    // A paginated list's `items` are already counted by its `take`.
    if (isListType(returned) && field.name !== "items") return 1 + childComplexity * assumedListLength;
    return 1 + childComplexity;
  };
}

type ApolloPlugin = NonNullable<VendureConfig["apiOptions"]["apolloServerPlugins"]>[number];

const limitError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Depth and alias limits as validation rules (they run before any resolver); Apollo answers their
 * errors with HTTP 400 and the code GRAPHQL_VALIDATION_FAILED.
 */
export function queryShapeRules(limits: QueryLimits): ValidationRule[] {
  const report = (context: ValidationContext | null, error: GraphQLError) =>
    context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, "")));
  return [
    maxDepthRule({ n: limits.depth, flattenFragments: true, propagateOnRejection: false, onReject: [report] }),
    maxAliasesRule({ n: limits.aliases, propagateOnRejection: false, onReject: [report] }),
  ];
}

/**
 * The cost limit needs the request's variables (`take: $take`), which validation rules do not see,
 * so it runs once the operation is resolved and before it executes.
 */
export function queryCostPlugin(limitsFor: (schema: GraphQLSchema) => QueryLimits & { listLimit: number }) {
  const plugin: ApolloPlugin = {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const limits = limitsFor(schema);
          const cost = getComplexity({
            schema,
            query: document,
            variables: request.variables ?? {},
            operationName: request.operationName,
            estimators: [queryCostEstimator(limits.listLimit)],
          });
          if (cost > limits.cost) {
            throw limitError(
              `Query cost limit of ${limits.cost} exceeded, found ${cost}: ask for fewer items (take) or fewer nested lists`,
              "QUERY_COST_LIMIT",
            );
          }
        },
      };
    },
  };
  return plugin;
}
