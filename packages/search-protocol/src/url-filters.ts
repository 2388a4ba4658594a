/**
 * Search selections in page URLs: `o_{key}=v1,v2` for option filters and `s_{key}={start}-{end}` for
 * range sliders. Pure functions over URLSearchParams, so the search page, its links and the server agree.
 * Values are percent-encoded by URLSearchParams; commas inside an option value are written as %2C by
 * encodeOptionValue so that the list stays splittable.
 */

export type OptionSelections = Record<string, string[]>;
export type RangeSelections = Record<string, { start: number; end: number }>;
export type UrlFilterSelections = { options: OptionSelections; ranges: RangeSelections };

/** Filter keys are the provider's field names: letters, digits, `_` and `-`, at most 64. */
const filterKey = /^[A-Za-z0-9_-]{1,64}$/;
const maxOptionsPerKey = 50;
const maxOptionValueLength = 200;
const maxFilterKeys = 20;
const number = /^\d{1,12}(\.\d{1,4})?$/;

/** Names an object already has (`__proto__`, `constructor`) are never filter keys, so selections stay plain data. */
const reservedKeys = new Set(["__proto__", "constructor", "prototype", "hasOwnProperty", "toString", "valueOf"]);

export function isFilterKey(key: string): boolean {
  return filterKey.test(key) && !reservedKeys.has(key);
}

/** Drops control characters, markup brackets and quotes that no catalog option value carries. */
function isSafeOptionValue(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= maxOptionValueLength &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    !/[\u0000-\u001f\u007f<>"'`]/u.test(value)
  );
}

function encodeOptionValue(value: string): string {
  return value.replaceAll("%", "%25").replaceAll(",", "%2C");
}

function decodeOptionValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Reads `o_` and `s_` parameters. Hostile or malformed ones (bad keys, markup, reversed or non-numeric
 * ranges, too many values) are left out rather than passed on, so a shared link can never inject a filter.
 */
export function decodeUrlFilters(params: URLSearchParams): UrlFilterSelections {
  const options: OptionSelections = {};
  const ranges: RangeSelections = {};
  let keys = 0;
  for (const [name, raw] of params) {
    if (keys >= maxFilterKeys) break;
    if (name.startsWith("o_")) {
      const key = name.slice(2);
      if (!isFilterKey(key) || Object.hasOwn(options, key)) continue;
      const values = raw
        .split(",")
        .slice(0, maxOptionsPerKey)
        .map(decodeOptionValue)
        .filter((value): value is string => value !== undefined && isSafeOptionValue(value));
      if (values.length === 0) continue;
      options[key] = [...new Set(values)];
      keys++;
    } else if (name.startsWith("s_")) {
      const key = name.slice(2);
      if (!isFilterKey(key) || Object.hasOwn(ranges, key)) continue;
      const [startText, endText, ...rest] = raw.split("-");
      if (rest.length > 0 || !startText || !endText || !number.test(startText) || !number.test(endText)) continue;
      const start = Number(startText);
      const end = Number(endText);
      if (start > end) continue;
      ranges[key] = { start, end };
      keys++;
    }
  }
  return { options, ranges };
}

/**
 * Writes the selections onto a copy of `params`, replacing earlier `o_`/`s_` parameters and keeping every
 * other one (`q`, `sort`, tracking). Keys and values that decodeUrlFilters would refuse are not written.
 */
export function encodeUrlFilters(params: URLSearchParams, selections: UrlFilterSelections): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    if (!name.startsWith("o_") && !name.startsWith("s_")) next.append(name, value);
  }
  for (const [key, values] of Object.entries(selections.options)) {
    const safe = values.filter(isSafeOptionValue);
    if (isFilterKey(key) && safe.length > 0) next.set(`o_${key}`, safe.map(encodeOptionValue).join(","));
  }
  for (const [key, range] of Object.entries(selections.ranges)) {
    const valid =
      isFilterKey(key) && Number.isFinite(range.start) && Number.isFinite(range.end) && range.start <= range.end;
    if (valid && range.start >= 0) next.set(`s_${key}`, `${range.start}-${range.end}`);
  }
  return next;
}

/** Option filters toggle: a selected value is removed, any other is added. Never mutates its input. */
export function toggleOption(options: OptionSelections, key: string, value: string): OptionSelections {
  const current = options[key] ?? [];
  const values = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  const next = { ...options };
  if (values.length === 0) delete next[key];
  else next[key] = values;
  return next;
}
