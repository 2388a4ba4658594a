import { readFileSync } from "node:fs";
import { open, unlink } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type CatalogExport,
  type CatalogProduct,
  catalogExportFile,
  parseCatalogExport,
  productPath,
} from "@hushling/catalog";
import { templatePages } from "@hushling/storefront/testing";
import { defaultLanguage, type LanguageCode, type StorefrontId, storefrontRegistry } from "@hushling/storefronts";
import type { TestInfo } from "@playwright/test";
import { claimsDir, exportDir } from "./run-dir.ts";

/**
 * Products handed to one test at a time. Specs run side by side (the workers of playwright.config.ts),
 * and commerce's stock is one per variant whichever storefront sells it: a test that puts a product in a
 * cart, orders it or sets its stock takes one that no other running test holds. A claim is a file named
 * by the product's key in the run's claims folder, made with O_EXCL, so two worker processes never both
 * get it; the test's end removes it (a failed test keeps it: its product's stock may be left changed).
 */

/** A product of the catalog export the storefronts were built from, held by the running test. */
export type OwnProduct = {
  /** Its catalog key: the English slug, the same on every storefront. */
  key: string;
  name: string;
  /** Its page on the storefront asked for, in the language asked for. */
  path: string;
  /** Its variants' commerce ids (Shop and Admin API), the one its page shows first. */
  variantIds: string[];
};

/** Which product: one in stock in `language` (the storefront's default when left out), or the one `key` names. */
export type ProductWanted = { language?: LanguageCode; key?: string };

const catalogs = new Map<string, CatalogExport>();

function catalogOf(storefront: StorefrontId, language: LanguageCode): CatalogExport {
  const file = join(exportDir(), catalogExportFile(storefront, language));
  let catalog = catalogs.get(file);
  if (!catalog) {
    catalog = parseCatalogExport(JSON.parse(readFileSync(file, "utf8")), file);
    catalogs.set(file, catalog);
  }
  return catalog;
}

const builtStorefronts = () => (process.env.E2E_STOREFRONTS_BUILT ?? "").split(",").filter(Boolean) as StorefrontId[];

let shown: Set<string> | undefined;

/**
 * The products the specs visit by a fixed address without holding them: the product page of each
 * template sample (template-pages.ts: the design, page and HTML checks, one add to cart among them).
 * Nobody is handed these, so nobody changes their stock.
 */
function shownProducts(): Set<string> {
  if (shown) return shown;
  const buildRoot = process.env.E2E_BUILD_DIR ?? "";
  shown = new Set<string>();
  for (const id of builtStorefronts()) {
    const storefront = storefrontRegistry.byId(id);
    for (const { code } of storefront.languages) {
      const catalog = catalogOf(id, code);
      const sample = templatePages(buildRoot, storefront, code).find(([template]) => template === "product")?.[1];
      const product = catalog.products.find(
        (candidate) => candidate.category && productPath(storefront, code, catalog, candidate) === sample,
      );
      if (product) shown.add(product.key);
    }
  }
  return shown;
}

/** One claim file per product; the test holding it, for whoever wonders why a product is taken. */
const held = new Map<string, string[]>();

/**
 * Hands `testInfo`'s test a product in stock on `storefront` that no other test holds (waiting while
 * all are held), or the one `wanted.key` names. Held until the test ends (releaseProducts).
 */
export async function claimProduct(
  testInfo: TestInfo,
  storefront: StorefrontId,
  wanted: ProductWanted = {},
): Promise<OwnProduct> {
  const shop = storefrontRegistry.byId(storefront);
  const language = wanted.language ?? defaultLanguage(shop).code;
  if (!builtStorefronts().includes(storefront))
    throw new Error(`storefront ${storefront} was not built for this run (E2E_STOREFRONTS names the ones to build)`);
  const catalog = catalogOf(storefront, language);
  const reserved = shownProducts();
  const sellable = (product: CatalogProduct) =>
    product.category !== null &&
    !product.bundle &&
    product.variants.every((variant) => variant.stockLevel === "IN_STOCK") &&
    !reserved.has(product.key);
  const candidates = catalog.products.filter(
    (product) => sellable(product) && (wanted.key === undefined || product.key === wanted.key),
  );
  if (candidates.length === 0)
    throw new Error(
      wanted.key
        ? `${wanted.key} cannot be handed out on ${storefront} (${language}): not in its export, out of stock, a bundle or an add-on, or a template sample other specs visit unclaimed`
        : `no product in stock on ${storefront} (${language}) to hand out`,
    );
  const own = held.get(testInfo.testId) ?? [];
  const handed = (product: CatalogProduct): OwnProduct => ({
    key: product.key,
    name: product.name,
    path: productPath(shop, language, catalog, product),
    variantIds: product.variants.map((variant) => variant.id),
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    for (const product of candidates) {
      const file = join(claimsDir(), product.key);
      // Asked again by name, the product this test holds; asked for any, one more.
      if (own.includes(file)) {
        if (wanted.key) return handed(product);
        continue;
      }
      try {
        const claim = await open(file, "wx");
        await claim.writeFile(`${testInfo.file} › ${testInfo.titlePath.slice(1).join(" › ")}\n`);
        await claim.close();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
        throw error;
      }
      held.set(testInfo.testId, [...own, file]);
      return handed(product);
    }
    if (Date.now() > deadline)
      throw new Error(
        `every product that could be handed out on ${storefront} (${language}) is held by another test: see ${claimsDir()}`,
      );
    await sleep(500);
  }
}

/** Gives the test's products back, unless it failed: then its products' stock may be left changed. */
export async function releaseProducts(testInfo: TestInfo): Promise<void> {
  const files = held.get(testInfo.testId) ?? [];
  held.delete(testInfo.testId);
  if (testInfo.status !== testInfo.expectedStatus) return;
  await Promise.all(files.map((file) => unlink(file)));
}
