/**
 * What the editor's form leaves in an entry that our files do not hold: empty strings for fields nobody
 * filled in (except a banner's end date, where empty means "no end"), objects left empty by them, `default: false` on a short link's country rules, and
 * translations of a page that no field of was filled. Arrays keep their length: an empty list can mean
 * something (no pins).
 */
export function withoutEmptyFields(data: unknown, kind: string): unknown {
  const cleaned = prune(data);
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

const keptWhenEmpty = new Set(["endDate"]);

function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (!isObject(value)) return value;
  const kept: Json = {};
  for (const [key, field] of Object.entries(value)) {
    const pruned = prune(field);
    if ((pruned === "" && !keptWhenEmpty.has(key)) || pruned === undefined) continue;
    if (isObject(pruned) && Object.keys(pruned).length === 0) continue;
    kept[key] = pruned;
  }
  return kept;
}
