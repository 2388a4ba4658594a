import type { CatalogStore } from "@hushling/catalog";
// The zod-free subpath: this module runs in the browser, and the package index would bring zod along.
import type { StoreKind } from "@hushling/catalog/store-kinds";

/** What the list needs of a store; the page sends its hours already formatted, not the raw week. */
export type ListedStore = Omit<CatalogStore, "openingHours">;
export type StoreFilter = { country: string | null; kind: StoreKind | null };
export type Position = { latitude: number; longitude: number };

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The stores to show: filtered by country and kind, nearest first when the visitor shared a position,
 * else by city and name in the page's collation. Never mutates its input.
 */
export function listStores<T extends ListedStore>(
  stores: readonly T[],
  filter: StoreFilter,
  position: Position | null,
  locale: string,
): (T & { distanceKm: number | null })[] {
  const shown = stores
    .filter((store) => (filter.country ? store.country === filter.country : true))
    .filter((store) => (filter.kind ? store.kind === filter.kind : true))
    .map((store) => ({ ...store, distanceKm: position ? distanceKm(position, store) : null }));
  return shown.sort((a, b) =>
    a.distanceKm !== null && b.distanceKm !== null
      ? a.distanceKm - b.distanceKm
      : a.city.localeCompare(b.city, locale) || a.name.localeCompare(b.name, locale),
  );
}
