/** Where the rebuild after a save stands, for the editor's status line and for tests that wait for it. */
export type RebuildStatus = {
  state: "idle" | "building" | "failed";
  /** Rebuilds finished (well or not) since the editor started. */
  finished: number;
  /** Changes saved since the editor started; the pages show them all once `built` reaches it. */
  saved: number;
  /** The `saved` count the last good rebuild included. */
  built: number;
  lastSeconds: number | null;
  lastError: string | null;
};

/**
 * Runs the storefront rebuild after saves, one at a time: saves that arrive during a rebuild are taken
 * together by the next one, so a burst of saves costs one more rebuild, not one each.
 */
export function rebuildQueue(rebuild: (files: string[]) => Promise<void>) {
  const status: RebuildStatus = {
    state: "idle",
    finished: 0,
    saved: 0,
    built: 0,
    lastSeconds: null,
    lastError: null,
  };
  let pending: string[] = [];
  let running: Promise<void> | undefined;

  const runPending = async () => {
    while (pending.length) {
      const files = pending;
      const upTo = status.saved;
      pending = [];
      status.state = "building";
      const began = performance.now();
      try {
        await rebuild(files);
        status.built = upTo;
        status.lastError = null;
        status.state = "idle";
      } catch (error) {
        status.lastError = (error as Error).message.split("\n").slice(-8).join("\n");
        status.state = "failed";
      }
      status.lastSeconds = Math.round((performance.now() - began) / 100) / 10;
      status.finished++;
    }
    running = undefined;
  };

  return {
    status: (): RebuildStatus => ({ ...status }),
    changed(files: string[]) {
      status.saved++;
      pending.push(...files);
      running ??= runPending();
    },
    /** Resolves when nothing is left to rebuild. */
    async idle() {
      while (running) await running;
    },
  };
}
