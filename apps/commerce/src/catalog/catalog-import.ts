import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Storefront } from "@hushling/storefronts";
import {
  Channel,
  CollectionService,
  ConfigService,
  FacetValue,
  type ID,
  Importer,
  type Injector,
  Product,
  TransactionalConnection,
} from "@vendure/core";
import { bundleImportRows, writeBundleComponents } from "../plugins/bundles/bundle-rows.ts";
import { superadminContext } from "../seed-context.ts";
import { vendureLanguage } from "../vendure-codes.ts";
import { type CategoryGroupKey, categoryGroups, groupOf } from "./catalog-category-groups.ts";
import { categorySlug, languageCodes } from "./catalog-copy.ts";
import { catalogIllustrations } from "./catalog-illustrations.ts";
import { indexSeededCatalogOnce } from "./catalog-index-once.ts";
import { productSpecs } from "./catalog-products.ts";
import { catalogImportRows } from "./catalog-rows.ts";
import { type CategoryCopy, type CategoryKey, categories } from "./catalog-words.ts";
import { listCatalogInChannel } from "./channel-listing.ts";

export class CatalogImportError extends Error {
  override name = "CatalogImportError";
}

/**
 * Seeds the catalog when the database holds no products yet: imports it with Vendure's Importer into
 * the default channel, creates the category tree as collections, then lists everything in every storefront
 * channel at the storefront's shelf prices, and indexes it once. Returns the number of products imported (0 when skipped).
 */
export async function importCatalogOnce(injector: Injector, storefronts: readonly Storefront[]): Promise<number> {
  const connection = injector.get(TransactionalConnection);
  if ((await connection.rawConnection.getRepository(Product).count()) > 0) return 0;

  const ctx = await superadminContext(injector);
  await writeIllustrations(injector.get(ConfigService).importExportOptions.importAssetsDir);
  const rows = [...catalogImportRows(productSpecs), ...bundleImportRows()];
  const errors = await injector.get(Importer).importProducts(ctx, rows, () => {});
  if (errors.length > 0) throw new CatalogImportError(`Catalog import failed: ${errors.join("; ")}`);
  await writeBundleComponents(connection);

  await createCategoryCollections(injector);
  const channels = await connection.rawConnection.getRepository(Channel).find();
  for (const storefront of storefronts) {
    const channel = channels.find((candidate) => candidate.code === storefront.id);
    if (!channel) throw new CatalogImportError(`Channel ${storefront.id} is missing; seed the channels first`);
    await listCatalogInChannel(connection, channel);
  }
  // The listing wrote the tables directly: the search index is built once from the finished catalog.
  await indexSeededCatalogOnce(injector, ctx);
  const products = await connection.rawConnection.getRepository(Product).count();
  return products;
}

/** Draws every product colour's and every set's gallery into the importer's assets folder. */
async function writeIllustrations(dir: string | undefined): Promise<void> {
  if (!dir) throw new CatalogImportError("importExportOptions.importAssetsDir is not configured");
  await mkdir(dir, { recursive: true });
  for (const illustrations of catalogIllustrations().values()) {
    for (const { file, svg } of illustrations) await writeFile(path.join(dir, file), svg);
  }
}

/**
 * The category tree as collections, with translated names and slugs: one per category, filtered by
 * its category facet value, each filed under its group (catalog-category-groups.ts), created in shelf
 * order. A group's collection lists the products of all its children.
 */
async function createCategoryCollections(injector: Injector): Promise<void> {
  const ctx = await superadminContext(injector);
  const facetValues = await injector
    .get(TransactionalConnection)
    .rawConnection.getRepository(FacetValue)
    .find({ relations: { facet: true } });
  const facetValueId = (key: CategoryKey) => {
    const value = facetValues.find((candidate) => candidate.code === key);
    if (!value) throw new CatalogImportError(`No facet value "${key}" after the import`);
    return String(value.id);
  };
  const create = (key: CategoryKey | CategoryGroupKey, copy: CategoryCopy, members: CategoryKey[], parentId?: ID) =>
    injector.get(CollectionService).create(ctx, {
      isPrivate: false,
      parentId,
      inheritFilters: false,
      filters: [
        {
          code: "facet-value-filter",
          arguments: [
            { name: "facetValueIds", value: JSON.stringify(members.map(facetValueId)) },
            { name: "containsAny", value: "true" },
          ],
        },
      ],
      translations: languageCodes.map((language) => ({
        languageCode: vendureLanguage(language),
        name: copy.name[language],
        slug: categorySlug(key, language),
        description: copy.description[language],
      })),
    });
  const groupIds = new Map<CategoryGroupKey, ID>();
  for (const key of Object.keys(categories) as CategoryKey[]) {
    const group = groupOf(key);
    if (group && !groupIds.has(group)) {
      const members = [...categoryGroups[group].children];
      groupIds.set(group, (await create(group, categoryGroups[group], members)).id);
    }
    await create(key, categories[key], [key], group ? groupIds.get(group) : undefined);
  }
}
