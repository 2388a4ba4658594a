import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** How often a process waiting for another's result looks again; results take seconds. */
const pollMs = 50;

/**
 * The text stored in `file`, computed and stored first when it is not there. Processes that need the
 * same file at the same time compute it once: the first creates `{file}.lock` exclusively, holding its
 * process id, and the others wait for the file. A lock whose process has gone (a build stopped with
 * Ctrl-C) is taken over.
 */
export async function cachedOnDisk(file: string, compute: () => Promise<string>): Promise<string> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      return readFileSync(file, "utf8");
    } catch {
      // Not there yet: compute it, or wait for the process that is computing it.
    }
    let descriptor: number;
    try {
      descriptor = openSync(lock, "wx");
    } catch {
      if (lockHolderGone(lock)) rmSync(lock, { force: true });
      else await sleep(pollMs);
      continue;
    }
    writeSync(descriptor, String(process.pid));
    closeSync(descriptor);
    try {
      const text = await compute();
      // A rename never leaves a half-written file for a reader.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, text);
      renameSync(partial, file);
      return text;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** Whether the process that wrote the lock has ended; a lock just created (still empty) or gone is not stale. */
function lockHolderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, "utf8"));
  } catch {
    return false;
  }
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
