/**
 * Preloaded (`--import`) into the bench's server processes when BENCH_EVENT_LOOP_DIR is set: a timer
 * due every 10 ms notes each time it ran 50 ms or more late, which is a stall of the event loop in
 * which no request of any shopper moved. One line per stall, "<end, epoch ms> <stall ms> <CPU ms>", in
 * <dir>/<pid>.log (a cluster's API and worker processes each write their own). The process's CPU time
 * over the stall helps tell its own work (CPU close to the stall) from a machine too busy to run it.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";

const folder = process.env.BENCH_EVENT_LOOP_DIR;
const tickMs = 10;
const noteFromMs = 50;

if (folder) {
  const file = path.join(folder, `${process.pid}.log`);
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    const stallMs = now - last - tickMs;
    last = now;
    lastCpu = process.cpuUsage();
    if (stallMs >= noteFromMs) {
      appendFileSync(file, `${Date.now()} ${Math.round(stallMs)} ${Math.round((cpu.user + cpu.system) / 1000)}\n`);
    }
  }, tickMs).unref();
}
