import { readFileSync } from "node:fs";

/** Linux reports a process's CPU time in clock ticks of 1/100 s (USER_HZ) in /proc/{pid}/stat. */
const ticksPerSecond = 100;

/**
 * User plus system CPU time a process (here the commerce server, a child of the bench) has used so
 * far, in ms: `process.cpuUsage()` measured from outside. Fields 14 and 15 of /proc/{pid}/stat,
 * counted after the command name, which may itself hold spaces.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
