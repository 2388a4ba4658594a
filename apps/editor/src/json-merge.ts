/** Where a field is in a content file: `["translations", "de", "title"]`, `["stores", 2]`. */
export type FieldPath = (string | number)[];

export type JsonMerge = { ok: true; merged: unknown } | { ok: false; conflicts: FieldPath[] };

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether two parsed JSON values hold the same data, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/**
 * Two changes made to one file from the same `base`, put together: each field takes the side that changed
 * it, and a field both sides changed differently is a conflict. Objects merge key by key. A list merges
 * item by item only while it keeps its length on both sides and no item was changed on both: an item is
 * a page block, a store or a banner, and half of one person's block with half of another's is neither's
 * (nor is an item moved by one and edited by the other).
 */
export function mergeJson(base: unknown, ours: unknown, theirs: unknown): JsonMerge {
  const conflicts: FieldPath[] = [];
  const merged = mergeValue(base, ours, theirs, [], conflicts);
  return conflicts.length ? { ok: false, conflicts } : { ok: true, merged };
}

function mergeValue(base: unknown, ours: unknown, theirs: unknown, path: FieldPath, conflicts: FieldPath[]): unknown {
  if (sameJson(ours, theirs) || sameJson(base, theirs)) return ours;
  if (sameJson(base, ours)) return theirs;
  if (isObject(ours) && isObject(theirs)) {
    const before = isObject(base) ? base : {};
    const merged: JsonObject = {};
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const value = mergeValue(before[key], ours[key], theirs[key], [...path, key], conflicts);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(ours) && Array.isArray(theirs)) {
    if (base.length === ours.length && ours.length === theirs.length) {
      return ours.map((item, index) => {
        if (sameJson(item, theirs[index]) || sameJson(base[index], theirs[index])) return item;
        if (sameJson(base[index], item)) return theirs[index];
        conflicts.push([...path, index]);
        return item;
      });
    }
  }
  conflicts.push(path);
  return ours;
}

/** The fields that differ between two versions of a file, to the item of a list that kept its length. */
export function changedFields(before: unknown, after: unknown, path: FieldPath = []): FieldPath[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      changedFields(before[key], after[key], [...path, key]),
    );
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => (sameJson(item, after[index]) ? [] : [[...path, index]]));
  }
  return [path];
}
