// `npm test`: set-up, then every check the project has. Each step runs even when an earlier one fails,
// so one run shows everything that is wrong; the exit code is non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureDebianPackages, ensureDependencies, repoRoot, run } from "./setup.mjs";
import { ensureTestPostgres } from "./test-postgres.mjs";
import { ensureTestRedis } from "./test-redis.mjs";
import { ownTypeChecks } from "./type-check-workspaces.mjs";

ensureDependencies();
ensureDebianPackages([
  { command: "chromium", name: "chromium" },
  { command: "nginx", name: "nginx-light" },
  // The storefront ships a Latin typeface only; ja, ko and zh-Hant pages use the system's CJK fonts, and the
  // design screenshots of Japanese pages need a Japanese one: kana, kanji and the wave dash (U+301C) of
  // "月〜金", which fonts made for Chinese lack. VL Gothic is the smallest in Debian (2.2 MB).
  { font: ":lang=ja:charset=301c", name: "fonts-vlgothic" },
]);

const postgres = await ensureTestPostgres();
const redis = await ensureTestRedis();

const reports = join(repoRoot, "test-results", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = join(reports, "vitest.json");
// playwright.config.ts writes its JSON report here.
const playwrightReport = join(reports, "playwright.json");

const steps = [
  ["lint and format", "npx", ["biome", "check", "."]],
  ["type-check", "npx", ["tsc", "-p", "tsconfig.json"]],
  // Not the workspaces the root tsconfig already covers (see type-check-workspaces.mjs).
  ["type-check apps", "npm", ["run", "typecheck", ...ownTypeChecks(repoRoot).flatMap((name) => ["-w", name])]],
  ["build commerce", "npm", ["run", "build", "-w", "@hushling/commerce"]],
  [
    "unit and service tests",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  ],
  ["browser tests", "npx", ["playwright", "test"]],
];

const failed = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  if (run(command, args, { env: { ...process.env, ...env } }) !== 0) failed.push(name);
}

postgres.stop();
redis.stop();

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, "utf8"));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, "utf8"));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

console.log(failed.length ? `\nFailed steps: ${failed.join(", ")}` : "\nAll steps passed.");
console.log(`summary: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failed.length || counts.failed ? 1 : 0);
