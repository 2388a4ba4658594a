import type { CatalogExport } from "@hushling/catalog";
import { productDescription, productName } from "@hushling/commerce/catalog-copy";
import { productSpecs } from "@hushling/commerce/catalog-products";
import type { LanguageCode } from "@hushling/storefronts";
import { generatedCatalog } from "../bench/generated-catalog.ts";

/**
 * The shop's own 40 products with their names and descriptions in `language`, as commerce writes them,
 * in the export's shape (categories, prices and variants are the generated catalog's): the words real
 * shoppers search for, in the ten languages.
 */
export function shopCatalog(language: LanguageCode): CatalogExport {
  const catalog = generatedCatalog("en", productSpecs.length);
  catalog.products = catalog.products.map((product, at) => {
    const spec = productSpecs[at] as (typeof productSpecs)[number];
    return { ...product, name: productName(spec, language), description: productDescription(spec, language) };
  });
  return catalog;
}
