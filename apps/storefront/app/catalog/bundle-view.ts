import { bundleSaving, productPath, shelfPrice } from "@hushling/catalog";
import type { LanguageCode, Storefront } from "@hushling/storefronts";
import type { Catalog, CatalogProduct } from "./catalog-products.ts";

export type BundleComponentView = { key: string; name: string; quantity: number; href: string | null };

/** What the bundle template shows: the components with links, the set price, the saving and the stock. */
export type BundleView = {
  sku: string;
  components: BundleComponentView[];
  /** The set's shelf price (minor units of the storefront currency). */
  price: number;
  /** The components' shelf prices summed, what they cost bought one by one. */
  componentsPrice: number;
  saving: number;
  stockLevel: "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK";
};

/**
 * The bundle view of a catalog product, or undefined for a product that is not a bundle. A component
 * the catalog does not list in a category (it has no page) is shown without a link.
 */
export function bundleView(
  storefront: Storefront,
  language: LanguageCode,
  catalog: Pick<Catalog, "categories" | "products" | "pricesIncludeTax">,
  product: CatalogProduct,
): BundleView | undefined {
  const [variant] = product.variants;
  if (!product.bundle || !variant) return undefined;
  const components = product.bundle.components.map(({ key, quantity }) => {
    const component = catalog.products.find((candidate) => candidate.key === key);
    const listed = component && catalog.categories.some((category) => category.key === component.category);
    return {
      key,
      name: component?.name ?? key,
      quantity,
      href: component && listed ? productPath(storefront, language, catalog, component) : null,
    };
  });
  const price = shelfPrice(catalog, variant);
  const saving = bundleSaving(catalog, product) ?? 0;
  return {
    sku: variant.sku,
    components,
    price,
    componentsPrice: price + saving,
    saving,
    stockLevel: variant.stockLevel,
  };
}
