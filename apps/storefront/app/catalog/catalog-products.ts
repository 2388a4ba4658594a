import type { CatalogCategory, CatalogExport, CatalogProduct } from "@hushling/catalog";

/** The catalog of one storefront language: the commerce export format (`@hushling/catalog`). */
export type Catalog = CatalogExport;

// Listing rules live in the catalog package, shared with the search service that indexes the same shelves.
export { categoryOf, listedProducts, lowestShelfPrice, productsInCategory, shelfPrice } from "@hushling/catalog";
export type { CatalogCategory, CatalogProduct };
