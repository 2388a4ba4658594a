export const productSorts = ["featured", "price-asc", "price-desc", "name"] as const;
export type ProductSort = (typeof productSorts)[number];

export function isProductSort(value: string | null): value is ProductSort {
  return productSorts.some((sort) => sort === value);
}

/** Products in the chosen order; "featured" keeps the catalog order. Never mutates its input. */
export function sortProducts<T extends { name: string; price: number }>(
  products: readonly T[],
  sort: ProductSort,
  locale: string,
): T[] {
  const sorted = [...products];
  if (sort === "price-asc") sorted.sort((a, b) => a.price - b.price);
  if (sort === "price-desc") sorted.sort((a, b) => b.price - a.price);
  if (sort === "name") sorted.sort((a, b) => a.name.localeCompare(b.name, locale));
  return sorted;
}
