// `npm test`: set-up, then every check the project has. Each step runs even when an earlier one fails,
// so one run shows everything that is wrong; the exit code is non-zero when anything failed.
// Two lanes run side by side on the machine's cores: the static checks, and the commerce build followed by
// Vitest and Playwright together (Vitest's suites mostly wait on servers while Playwright's global setup
// builds the storefronts); Playwright runs as playwright.config.ts says (docs/testing.md).
// Each step writes its output to test-results/reports/<step>.log; the terminal gets one line per step start
// and end, the whole log of a failed step, and at the end the slowest suites and browser tests.
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { machineSpeedMs } from "./machine-speed.mjs";
import { ensureDebianPackages, ensureDependencies, repoRoot } from "./setup.mjs";
import { ensureTestPostgres } from "./test-postgres.mjs";
import { ensureTestRedis } from "./test-redis.mjs";
import { ownTypeChecks } from "./type-check-workspaces.mjs";

ensureDependencies();
ensureDebianPackages([
  { command: "chromium", name: "chromium" },
  { command: "nginx", name: "nginx-light" },
  // The search and links-server benches load their servers with wrk; scripts/test/bench-quick.test.ts runs them.
  { command: "wrk", name: "wrk" },
  // The storefront ships a Latin typeface only; ja, ko and zh-Hant pages use the system's CJK fonts, and the
  // design screenshots of Japanese pages need a Japanese one: kana, kanji and the wave dash (U+301C) of
  // "月〜金", which fonts made for Chinese lack. VL Gothic is the smallest in Debian (2.2 MB).
  { font: ":lang=ja:charset=301c", name: "fonts-vlgothic" },
]);

const postgres = await ensureTestPostgres();
// Imported only now: it is plain ESM without dependencies, but it belongs to the tests, not to set-up.
const {
  formatDuration,
  playwrightFileTimes,
  playwrightTestTimes,
  reapedChildrenCpuMs,
  slowest,
  timingTable,
  vitestFileTimes,
} = await import("./test-timings.mjs");
const redis = await ensureTestRedis();

const reports = join(repoRoot, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, "vitest.json");
// playwright.config.ts writes its JSON report here.
const playwrightReport = join(reports, "playwright.json");

// Before any step starts, so the figure measures the machine and not the run (scripts/machine-speed.mjs).
const machineSpeed = machineSpeedMs();
const began = performance.now();
const clock = () => formatDuration(performance.now() - began);
const failed = [];
const times = [];
// Where no /proc is (not Linux) the steps are timed by the clock only.
const childrenCpuMs = () =>
  existsSync("/proc/self/stat") ? reapedChildrenCpuMs(readFileSync("/proc/self/stat", "utf8")) : undefined;
let childrenCpuBefore = childrenCpuMs();

/** Runs one step with its output in its log file; resolves with whether it passed. */
function step(name, command, args, env = {}) {
  const log = join(reports, `${name.replaceAll(/\W+/g, "-")}.log`);
  console.log(`[${clock()}] ▶ ${name}  (${relative(repoRoot, log)})`);
  const started = performance.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on("close", (code) => {
      out.end(() => {
        const ms = performance.now() - started;
        // The steps are this process's only children, and they end seconds apart: what the reaped
        // children's CPU grew by since the last step ended is this step's process tree.
        const childrenCpu = childrenCpuMs();
        const cpuMs = childrenCpu === undefined ? undefined : childrenCpu - (childrenCpuBefore ?? 0);
        childrenCpuBefore = childrenCpu;
        times.push({ name, ms, cpuMs });
        const ok = code === 0;
        console.log(`[${clock()}] ${ok ? "✔" : "✘"} ${name}  ${formatDuration(ms)}`);
        if (!ok) {
          failed.push(name);
          console.log(
            `\n──── ${name}: output ────\n${readFileSync(log, "utf8").trimEnd()}\n──── end of ${name} ────\n`,
          );
        }
        resolve(ok);
      });
    });
  });
}

const staticChecks = async () => {
  await step("lint and format", "npx", ["biome", "check", "."]);
  await step("type-check", "npx", ["tsc", "-p", "tsconfig.json"]);
  // Not the workspaces the root tsconfig already covers (see type-check-workspaces.mjs).
  await step("type-check apps", "npm", ["run", "typecheck", ...ownTypeChecks(repoRoot).flatMap((n) => ["-w", n])]);
};

const tests = async () => {
  const built = await step("build commerce", "npm", ["run", "build", "-w", "@hushling/commerce"]);
  await Promise.all([
    step("unit and service tests", "npx", [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport}`,
    ]),
    // The global setup starts commerce from the dist/ just built instead of compiling it again.
    step("browser tests", "npx", ["playwright", "test"], built ? { E2E_COMMERCE_BUILT: "1" } : {}),
  ]);
};

await Promise.all([staticChecks(), tests()]);
postgres.stop();
redis.stop();

const counts = { passed: 0, failed: 0, skipped: 0 };
const readReport = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const vitest = readReport(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readReport(playwrightReport);
if (playwright) {
  const { stats } = playwright;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const tables = [
  timingTable("\nSteps (the two lanes overlap; CPU of each step's processes, user and system):", times),
  vitest && timingTable("\nSlowest 10 Vitest suites:", slowest(vitestFileTimes(vitest, repoRoot))),
  playwright && timingTable("\nSlowest 10 Playwright specs:", slowest(playwrightFileTimes(playwright))),
  playwright && timingTable("\nSlowest 10 Playwright tests:", slowest(playwrightTestTimes(playwright))),
];
console.log(tables.filter(Boolean).join("\n"));
console.log(failed.length ? `\nFailed steps: ${failed.join(", ")}` : "\nAll steps passed.");
const stepsCpuMs = times.reduce((sum, step) => sum + (step.cpuMs ?? 0), 0);
console.log(`Total: ${clock()}${stepsCpuMs ? `, CPU of all steps ${formatDuration(stepsCpuMs)}` : ""}`);
console.log(
  `Machine speed: ${machineSpeed} ms for the fixed task (best of 3, lower is faster; compare runs of other days by CPU / this)`,
);
console.log(`summary: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length || counts.failed ? 1 : 0);
