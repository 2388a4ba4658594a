import { type CatalogBundle, CatalogExportError } from "./catalog-export-schema.ts";

/** A bundle's components as the Shop API's `ProductVariant.bundle` field lists them. */
export type ShopBundleComponents = ReadonlyArray<{ sku: string; quantity: number }>;

type ShapedProduct = {
  key: string;
  variants: ReadonlyArray<{ sku: string; price: number; priceWithTax: number }>;
};

/**
 * Shapes the bundle of a catalog product from its component SKUs and the products already shaped for
 * the same export: each component's product key, and the components' summed prices, for the saving.
 * The commerce export and the storefront's live Shop API reader both call this, so they cannot drift.
 * Throws CatalogExportError naming the bundle when a component is not in the catalog.
 */
export function shapeBundle(
  bundleKey: string,
  components: ShopBundleComponents,
  products: readonly ShapedProduct[],
): CatalogBundle {
  const bySku = new Map<string, { key: string; price: number; priceWithTax: number }>();
  for (const product of products) {
    for (const variant of product.variants) bySku.set(variant.sku, { key: product.key, ...variant });
  }
  let componentsPrice = 0;
  let componentsPriceWithTax = 0;
  const shaped = components.map(({ sku, quantity }) => {
    const found = bySku.get(sku);
    if (!found) throw new CatalogExportError(`bundle "${bundleKey}": component ${sku} is not in this catalog`);
    componentsPrice += found.price * quantity;
    componentsPriceWithTax += found.priceWithTax * quantity;
    return { key: found.key, sku, quantity };
  });
  return { components: shaped, componentsPrice, componentsPriceWithTax };
}

/** Adds `bundle` to the products that have components (keyed by product key); the others stay as they are. */
export function withBundles<P extends ShapedProduct>(
  products: readonly P[],
  componentsByKey: ReadonlyMap<string, ShopBundleComponents>,
): Array<P & { bundle?: CatalogBundle }> {
  return products.map((product) => {
    const components = componentsByKey.get(product.key);
    return components ? { ...product, bundle: shapeBundle(product.key, components, products) } : product;
  });
}
