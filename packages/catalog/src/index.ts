export * from "./catalog-bundles.ts";
export * from "./catalog-category-tree.ts";
export * from "./catalog-export-schema.ts";
export * from "./catalog-plain-text.ts";
export * from "./catalog-slug.ts";
export * from "./catalog-stores.ts";
export * from "./local-price.ts";
export * from "./store-kinds.ts";
