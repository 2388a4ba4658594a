/**
 * `node --import tsx apps/commerce/bench/profile-top.ts <folder> [rows]`: the top frames of the server CPU
 * profiles written by the bench (BENCH_CPU_PROF=<folder>; one per process, all counted), counting only the samples taken while the
 * shoppers ran (the folder's window.json), not the start and seed. Prints Markdown: the share of busy
 * samples per package (self time), and per function self and total (on the stack at all).
 * `profile-top.ts <folder> <rows> <step>` counts only the windows of one step that bench/step-cost.ts
 * recorded in the folder's steps.json (e.g. "payment").
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

type Window = { start: number; end: number };
const [folder = ".", rowsArg = "15", step] = process.argv.slice(2);
const rows = Number(rowsArg);
const windows: Window[] = step
  ? ((JSON.parse(readFileSync(path.join(folder, "steps.json"), "utf8")) as Record<string, Window[]>)[step] ?? [])
  : [JSON.parse(readFileSync(path.join(folder, "window.json"), "utf8")) as Window];
if (windows.length === 0) throw new Error(`no windows for step "${step}" in ${folder}/steps.json`);
const inWindows = (time: number) => windows.some((window) => time >= window.start && time <= window.end);
const windowSeconds = windows.reduce((sum, window) => sum + window.end - window.start, 0) / 1e6;
// Several API processes and a worker each write their own profile into the folder: all are counted.
const files = readdirSync(folder).filter((name) => name.endsWith(".cpuprofile"));
if (files.length === 0) throw new Error(`no .cpuprofile in ${folder}: did the server stop cleanly?`);

/** node_modules/<package> (scoped too), node: internals, our source, or V8's own entries such as (garbage collector). */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const inModules = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules?.[1]) return inModules[1];
  if (url.startsWith("node:")) return "node: internals";
  return /apps\/commerce\//.test(url) ? "commerce (ours)" : path.basename(url);
}

const label = (frame: CallFrame) => {
  const where = frame.url
    ? `${packageOf(frame.url, frame.functionName)} ${path.basename(frame.url)}:${frame.lineNumber + 1}`
    : "";
  return `${frame.functionName || "(anonymous)"} ${where}`.trim();
};

const selfByFunction = new Map<string, number>();
const totalByFunction = new Map<string, number>();
const selfByPackage = new Map<string, number>();
const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const busyByProcess = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Node names the file CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile.
  const pid = file.split(".")[3] ?? file;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (!inWindows(time)) return;
    const node = byId.get(id);
    if (!node) return;
    if (node.callFrame.functionName === "(idle)") {
      idle += 1;
      return;
    }
    busy += 1;
    add(busyByProcess, `process ${pid}`);
    add(selfByFunction, label(node.callFrame));
    add(selfByPackage, packageOf(node.callFrame.url, node.callFrame.functionName));
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame && frame.functionName !== "(root)") onStack.add(label(frame));
    }
    for (const key of onStack) add(totalByFunction, key);
  });
}

const share = (count: number) => `${((100 * count) / busy).toFixed(1)} %`;
const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);
console.log(`${busy} busy samples, ${idle} idle, in the load window (${windowSeconds.toFixed(1)} s)\n`);
console.log("| process | share |\n|---|---|");
for (const [name, count] of top(busyByProcess)) console.log(`| ${name} | ${share(count)} |`);
console.log("\n| package (self) | share |\n|---|---|");
for (const [name, count] of top(selfByPackage)) console.log(`| ${name} | ${share(count)} |`);
console.log("\n| function (self) | share |\n|---|---|");
for (const [name, count] of top(selfByFunction)) console.log(`| ${name} | ${share(count)} |`);
console.log("\n| function (total, on the stack) | share |\n|---|---|");
for (const [name, count] of top(totalByFunction)) console.log(`| ${name} | ${share(count)} |`);
