// Where `npm test`'s time went, read from the Vitest and Playwright JSON reports: the slowest suites
// (test files) and browser tests, printed at the end of every run so a slow newcomer shows the day it lands.
import { relative } from "node:path";

/** Test files of a Vitest JSON report with their wall time (the file's first start to its last end). */
export function vitestFileTimes(report, root) {
  return (report.testResults ?? []).map((file) => ({
    name: relative(root, file.name),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
  }));
}

/** Every test of a Playwright JSON report, `file > title`, with the time of all its attempts. */
export function playwrightTestTimes(report) {
  const tests = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, r) => sum + r.duration, 0);
      tests.push({ name: `${spec.file ?? file} > ${spec.title}`, file: spec.file ?? file, ms });
    }
    for (const child of suite.suites ?? []) visit(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? suite.title);
  return tests;
}

/** Playwright spec files with the sum of their tests' times (hooks run inside a test's time). */
export function playwrightFileTimes(report) {
  const byFile = new Map();
  for (const test of playwrightTestTimes(report)) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  return [...byFile].map(([name, ms]) => ({ name, ms }));
}

export const slowest = (entries, count = 10) => [...entries].sort((a, b) => b.ms - a.ms).slice(0, count);

export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/**
 * The CPU time, in ms, of the ended and reaped children of the process whose /proc/<pid>/stat text this is
 * (fields cutime and cstime, in the kernel's fixed 100 ticks a second): a step's whole process tree, Chromium
 * and servers included, once it has ended. On two shared cores the wall time follows the CPU all steps use.
 */
export function reapedChildrenCpuMs(statText) {
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  const fields = statText.slice(statText.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** A titled list, one `  12 s  name` line per entry, with `  (CPU 20 s)` after it when the entry has `cpuMs`. */
export function timingTable(title, entries) {
  if (entries.length === 0) return "";
  const width = Math.max(...entries.map((entry) => formatDuration(entry.ms).length));
  const cpu = (entry) => (entry.cpuMs === undefined ? "" : `  (CPU ${formatDuration(entry.cpuMs)})`);
  return [
    title,
    ...entries.map((entry) => `  ${formatDuration(entry.ms).padStart(width)}  ${entry.name}${cpu(entry)}`),
  ].join("\n");
}
