import {
  Collection,
  CollectionService,
  ConfigService,
  type ID,
  type Injector,
  type RequestContext,
  SearchService,
  TransactionalConnection,
} from "@vendure/core";

export class CatalogIndexError extends Error {
  override name = "CatalogIndexError";
}

/**
 * The search plugin's buffers (its `bufferUpdates` option): index updates per product and variant, and
 * the collection-filter jobs. Vendure names them in its search plugin, which does not export them.
 */
const searchBufferIds = ["search-plugin-update-search-index", "search-plugin-apply-collection-filters"];

/** Vendure's own evaluation of a collection's filters, which it otherwise runs only in a queued job. */
type FilterApplier = {
  applyCollectionFiltersInternal(collection: Collection, applyToChangedVariantsOnly?: boolean): Promise<ID[]>;
};

/**
 * Indexes the freshly seeded catalog once, with its collections filled: applies every collection's
 * filters now, drops the index updates and collection jobs the seed's own writes left in the search
 * plugin's buffers, then queues one reindex. Left alone, those buffers were flushed a minute after the
 * start into a second whole index (every variant), whose collection job filled the collections and
 * queued a third a minute later; a seeded copy (the tests' template) carried them to every server.
 */
export async function indexSeededCatalogOnce(injector: Injector, ctx: RequestContext): Promise<void> {
  await applyCollectionFilters(injector);
  const storage = injector.get(ConfigService).jobQueueOptions.jobBufferStorageStrategy;
  await buffersSettled(() => storage.bufferSize(searchBufferIds));
  // The reindex below reads every row the seed wrote, so the buffered updates would only repeat it.
  await storage.flush(searchBufferIds);
  await injector.get(SearchService).reindex(ctx);
}

async function applyCollectionFilters(injector: Injector): Promise<void> {
  const service = injector.get(CollectionService) as unknown as Partial<FilterApplier>;
  if (typeof service.applyCollectionFiltersInternal !== "function") {
    throw new CatalogIndexError("Vendure's CollectionService.applyCollectionFiltersInternal is gone (docs/adr/0065)");
  }
  const collections = await injector
    .get(TransactionalConnection)
    .rawConnection.getRepository(Collection)
    .find({ order: { id: "ASC" } });
  for (const collection of collections) await service.applyCollectionFiltersInternal(collection);
}

/**
 * Events reach the search plugin after the writes that raised them, a few ticks later: waits until the
 * buffers stop growing. One that arrives later still only costs a repeated index at the first flush.
 */
async function buffersSettled(sizes: () => Promise<Record<string, number>>): Promise<void> {
  const total = async () => Object.values(await sizes()).reduce((sum, size) => sum + size, 0);
  let last = await total();
  for (let unchanged = 0; unchanged < 3; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await total();
    unchanged = now === last ? unchanged + 1 : 0;
    last = now;
  }
}
