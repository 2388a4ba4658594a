const minute = 60_000;
const hour = 60 * minute;

/** How long the client keeps what it fetched, and how much of the shopper's history it remembers. */
export const clientLimits = {
  responseCacheMs: 10 * minute,
  ipInfoMs: hour,
  merchantConfigMs: 24 * hour,
  lastClicks: 20,
  lastSearches: 10,
  categoryPersonalisationClicks: 3,
  categoryPersonalisationMs: 10 * hour,
} as const;
