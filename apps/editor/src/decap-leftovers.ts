/**
 * What the editor's form leaves in an entry that our files do not hold: empty strings for fields nobody
 * filled in, objects left empty by them, `default: false` on a short link's country rules, and
 * translations of a page that no field of was filled. Kept empty: a banner's end date ("no end"), a
 * postal code (some countries have none) and a page's texts (required, so an emptied title says so).
 * Arrays keep their length: an empty list can mean something (no pins).
 */
export function withoutEmptyFields(data: unknown, kind: string): unknown {
  const cleaned = prune(data, kind === "page" ? 1 : Number.POSITIVE_INFINITY);
  if (kind === "link" && isObject(cleaned) && Array.isArray(cleaned.rules)) {
    cleaned.rules = cleaned.rules.map((rule) =>
      isObject(rule) && rule.default === false ? withoutKey(rule, "default") : rule,
    );
  }
  if (kind === "page" && isObject(cleaned) && isObject(cleaned.translations)) {
    const translations = cleaned.translations;
    for (const [language, translation] of Object.entries(translations)) {
      if (isObject(translation) && !translation.title && !translation.description && isEmptyList(translation.body)) {
        delete translations[language];
      }
    }
  }
  return cleaned;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isEmptyList = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

function withoutKey(object: Json, key: string): Json {
  const { [key]: _, ...rest } = object;
  return rest;
}

const keptWhenEmpty = new Set(["endDate", "postalCode"]);

/** Empty strings are dropped down to `depth` levels: a page's texts stay, so an emptied title says so. */
function prune(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => prune(item, depth - 1));
  if (!isObject(value) || depth <= 0) return value;
  const kept: Json = {};
  for (const [key, field] of Object.entries(value)) {
    const pruned = prune(field, depth - 1);
    if ((pruned === "" && !keptWhenEmpty.has(key)) || pruned === undefined) continue;
    if (isObject(pruned) && Object.keys(pruned).length === 0) continue;
    kept[key] = pruned;
  }
  return kept;
}

/**
 * `data` with its object keys in the order `previous` has them (new keys after), recursively: the form
 * writes keys in the order of its fields, and a save should change the lines that changed, not the order.
 */
export function inOrderOf(data: unknown, previous: unknown): unknown {
  if (Array.isArray(data)) {
    return Array.isArray(previous) ? data.map((item, index) => inOrderOf(item, previous[index])) : data;
  }
  if (!isObject(data) || !isObject(previous)) return data;
  const ordered: Json = {};
  for (const key of Object.keys(previous)) if (key in data) ordered[key] = inOrderOf(data[key], previous[key]);
  for (const [key, value] of Object.entries(data)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}
