import type { CatalogCategory } from "./catalog-export-schema.ts";

type TreeNode = Pick<CatalogCategory, "key" | "parent" | "children">;

/** The categories from the top of the tree down to `key`, `key` included; empty for an unknown key. */
export function categoryTrail<C extends TreeNode>(categories: readonly C[], key: string): C[] {
  const byKey = new Map(categories.map((category) => [category.key, category]));
  const trail: C[] = [];
  // The schema rules out cycles; the bound keeps a hand-made tree from looping forever.
  for (let current = byKey.get(key); current && trail.length <= categories.length; ) {
    trail.unshift(current);
    current = current.parent === null ? undefined : byKey.get(current.parent);
  }
  return trail;
}

/** `key` and every category below it, at any depth. */
export function categorySubtree(categories: readonly TreeNode[], key: string): Set<string> {
  const byKey = new Map(categories.map((category) => [category.key, category]));
  const keys = new Set<string>();
  const visit = (current: string) => {
    if (keys.has(current) || !byKey.has(current)) return;
    keys.add(current);
    for (const child of byKey.get(current)?.children ?? []) visit(child);
  };
  visit(key);
  return keys;
}

/** The categories at the top of the tree, in the export's order. */
export function topCategories<C extends TreeNode>(categories: readonly C[]): C[] {
  return categories.filter((category) => category.parent === null);
}
