import { GraphQLTypesLoader } from "@nestjs/graphql";
import { getFinalVendureSchema, preBootstrapConfig, VENDURE_SHOP_API_TYPE_PATHS } from "@vendure/core";
import { buildSchema, lexicographicSortSchema, printSchema } from "graphql";
import type { CommerceSettings } from "./commerce-settings.ts";
import { buildVendureConfig } from "./vendure-config.ts";

/**
 * The Shop API schema this server serves (Vendure's types plus our plugins' custom fields and
 * extensions), as SDL sorted by name so the committed copy diffs cleanly. Built the way Vendure
 * builds it at start-up, without a database or an HTTP server.
 */
export async function printShopApiSchema(settings: CommerceSettings): Promise<string> {
  const config = await preBootstrapConfig(buildVendureConfig(settings));
  const sdl = await getFinalVendureSchema({
    config,
    typePaths: VENDURE_SHOP_API_TYPE_PATHS,
    typesLoader: new GraphQLTypesLoader(),
    apiType: "shop",
    output: "sdl",
  });
  return `${printSchema(lexicographicSortSchema(buildSchema(sdl)))}\n`;
}
