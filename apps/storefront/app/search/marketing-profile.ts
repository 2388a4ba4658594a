/**
 * The shopper's profile id at the e-mail-marketing provider, read from the visitor cookie the provider's
 * script sets: either the id itself, or the provider's base64 JSON holding it as `$exchange_id`.
 * Undefined when the cookie is absent, empty or unreadable.
 */
export function profileIdFromCookie(cookies: string, name: string): string | undefined {
  const entry = cookies.split(/;\s*/).find((pair) => pair.slice(0, pair.indexOf("=")) === name);
  if (!entry) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(entry.slice(name.length + 1)).trim();
  } catch {
    return undefined;
  }
  if (!value) return undefined;
  try {
    const held = JSON.parse(atob(value)) as { $exchange_id?: unknown };
    if (held && typeof held === "object") {
      return typeof held.$exchange_id === "string" && held.$exchange_id ? held.$exchange_id.slice(0, 200) : undefined;
    }
  } catch {
    // not the provider's JSON: the value is the id
  }
  return /^[\w.@+-]{1,200}$/.test(value) ? value : undefined;
}
