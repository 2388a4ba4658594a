/**
 * Where a shopper's Vendure session token lives between requests. Vendure hands it out in the
 * `vendure-auth-token` response header when it opens a session (the first cart change) and expects it
 * back as `Authorization: Bearer <token>`; whoever holds it owns the cart.
 */
export type SessionTokenStore = {
  read(): string | undefined;
  write(token: string): void;
  clear(): void;
};

/** For one process or one page view: the session ends with the object. */
export function memorySessionTokenStore(initial?: string): SessionTokenStore {
  let token = initial;
  return {
    read: () => token,
    write: (next) => {
      token = next;
    },
    clear: () => {
      token = undefined;
    },
  };
}

/** The part of the Web Storage API the store uses (`localStorage` fits), so tests and other runtimes can pass their own. */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * For the browser: the token in `localStorage` under one key per storefront, so the cart survives
 * reloads and closed tabs and two storefronts never share a cart. A storage that throws (private
 * mode, quota, disabled) degrades to a session for this page view instead of breaking the cart.
 */
export function webStorageSessionTokenStore(storage: KeyValueStorage, key: string): SessionTokenStore {
  const fallback = memorySessionTokenStore();
  return {
    read: () => {
      try {
        return storage.getItem(key) ?? fallback.read();
      } catch {
        return fallback.read();
      }
    },
    write: (token) => {
      fallback.write(token);
      try {
        storage.setItem(key, token);
      } catch {
        // The in-memory copy keeps this page view's cart.
      }
    },
    clear: () => {
      fallback.clear();
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}
