/** Leaves out fields whose value is undefined, so data-layer payloads carry no empty keys. */
export function definedFieldsOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
