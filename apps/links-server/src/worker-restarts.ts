/** A worker that dies sooner than this after its start counts as a crash loop, not a one-off. */
export const quickExitMs = 10_000;
const firstBackoffMs = 1_000;
const maxBackoffMs = 60_000;

/**
 * How long the primary waits before replacing a dead worker: at once after a worker that ran a while (a
 * one-off crash or an operator's kill), then 1 s, 2 s, 4 s ... up to a minute while replacements keep dying
 * young, so a process that cannot start does not burn a core re-forking forever.
 */
export function restartDelayMs(quickExitsInARow: number): number {
  if (quickExitsInARow <= 0) return 0;
  return Math.min(maxBackoffMs, firstBackoffMs * 2 ** Math.min(quickExitsInARow - 1, 16));
}
