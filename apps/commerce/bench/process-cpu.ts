import { readdirSync, readFileSync } from "node:fs";

/** Linux reports process times in clock ticks; 100 a second on every platform Node supports there. */
const ticksPerSecond = 100;

/**
 * The fields of /proc/<pid>/stat after the command name (field 2, which may hold spaces; the fields after
 * its closing parenthesis do not): index 1 is the parent pid, 11 and 12 user and system ticks, 13 and 14
 * those of reaped children. Undefined once the process has ended.
 */
function statFields(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * pid -> [parent pid, CPU ticks], from /proc/<pid>/stat: user and system time (fields 14, 15) plus
 * that of its children already ended and reaped (16, 17), so an API process killed mid-run still counts.
 */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields) {
      table.set(Number(entry), [
        Number(fields[1]),
        fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0),
      ]);
    }
  }
  return table;
}

/** CPU seconds used so far by `pid` alone: for a cluster's primary, the cost of handing out connections. */
export function ownCpuSeconds(pid: number): number {
  const fields = statFields(String(pid));
  return fields ? (Number(fields[11]) + Number(fields[12])) / ticksPerSecond : 0;
}

/**
 * CPU seconds used so far by `rootPid` and every process below it (a cluster's API and worker
 * processes): the server side of the bench, without the bench's own shoppers or the database.
 */
export function treeCpuSeconds(rootPid: number): number {
  const table = processTable();
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, [parent]] of table) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += table.get(pid)?.[1] ?? 0;
  return ticks / ticksPerSecond;
}

/** CPU ticks of the PostgreSQL backends serving `databaseName` (their command line names it). */
function backendTicks(databaseName: string): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue; // Ended while read.
    }
    if (!cmdline.startsWith("postgres: ") || !cmdline.includes(` ${databaseName} `)) continue;
    const fields = statFields(entry);
    if (fields) ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/**
 * CPU seconds used by the PostgreSQL backends of one database since the sampler started: a backend's
 * last reading before it ended counts, so the sampler keeps the highest seen per process.
 */
export function sampleBackendCpu(databaseName: string, everyMs = 250): { seconds(): number; stop(): void } {
  const first = backendTicks(databaseName);
  const latest = new Map(first);
  const read = () => {
    for (const [pid, ticks] of backendTicks(databaseName)) latest.set(pid, Math.max(ticks, latest.get(pid) ?? 0));
  };
  const timer = setInterval(read, everyMs);
  return {
    seconds: () => {
      read();
      let ticks = 0;
      for (const [pid, value] of latest) ticks += value - (first.get(pid) ?? 0);
      return ticks / ticksPerSecond;
    },
    stop: () => clearInterval(timer),
  };
}
