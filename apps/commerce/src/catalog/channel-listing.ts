import { localShelfPrice } from "@hushling/catalog";
import {
  Asset,
  type Channel,
  Collection,
  Facet,
  FacetValue,
  type ID,
  Product,
  ProductVariant,
  ProductVariantPrice,
  type TransactionalConnection,
} from "@vendure/core";

export class ChannelListingError extends Error {
  override name = "ChannelListingError";
}

type EntityManager = TransactionalConnection["rawConnection"]["manager"];
type ChannelAware =
  | typeof Product
  | typeof ProductVariant
  | typeof Facet
  | typeof FacetValue
  | typeof Collection
  | typeof Asset;

/** Adds the channel to every row of a channel-aware entity (the seed runs on an empty catalog only). */
async function assign(manager: EntityManager, entity: ChannelAware, channel: Channel): Promise<void> {
  // No eager relations: hydrating variants with their prices and translations made this the slow part.
  const rows = await manager
    .getRepository<{ id: ID }>(entity)
    .find({ select: { id: true }, loadEagerRelations: false });
  if (rows.length === 0) return;
  await manager
    .createQueryBuilder()
    .relation(entity, "channels")
    .of(rows.map((row) => row.id))
    .add(channel.id);
}

/**
 * Lists the whole catalog (products, variants, category facets, collections and the pictures, without
 * which the Shop API lists no gallery `assets`) in a storefront channel
 * and gives every variant its shelf price in the channel's currency, derived from the US list price.
 *
 * One transaction of bulk writes per channel rather than Vendure's per-entity assign mutations: those
 * publish an event and write a row at a time, which took about a minute per channel on the dev machine.
 * The search index is rebuilt once afterwards by the caller.
 */
export async function listCatalogInChannel(connection: TransactionalConnection, channel: Channel): Promise<void> {
  await connection.rawConnection.transaction(async (manager) => {
    for (const entity of [Product, ProductVariant, Facet, FacetValue, Collection, Asset]) {
      await assign(manager, entity, channel);
    }
    const variants = await manager
      .getRepository(ProductVariant)
      .find({ relations: { productVariantPrices: true }, loadEagerRelations: false });
    const prices: ProductVariantPrice[] = [];
    for (const variant of variants) {
      const listed = variant.productVariantPrices;
      if (listed.some((price) => idEquals(price.channelId, channel.id))) continue;
      const usd = listed.find((price) => price.currencyCode === "USD")?.price;
      if (usd === undefined) throw new ChannelListingError(`Variant ${variant.sku} has no USD list price`);
      prices.push(
        new ProductVariantPrice({
          variant: { id: variant.id },
          channelId: channel.id,
          currencyCode: channel.defaultCurrencyCode,
          price: localShelfPrice(usd, channel.defaultCurrencyCode),
        }),
      );
    }
    await manager.getRepository(ProductVariantPrice).save(prices, { chunk: 100 });
  });
}

function idEquals(a: ID, b: ID): boolean {
  return String(a) === String(b);
}
