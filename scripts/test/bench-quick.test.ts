import { readFileSync } from "node:fs";
import { join } from "node:path";
import { quickRunNote } from "@hushling/test-support/bench-mode";
import { runDocumentedCommand } from "@hushling/test-support/documented-command";
import { describe, expect, it } from "vitest";

// The benches cheap enough in quick mode for npm test, started as docs/commands.md writes them with
// `-- --quick`: each exits 0 and prints its report, with figures in every row, and leaves BENCHMARKS.md
// alone. The others (commerce's, the whole-stack ones) cost more CPU than npm test can spare; the table
// says so, with their measured cost.
const root = join(import.meta.dirname, "..", "..");
const benchmarksFile = join(root, "BENCHMARKS.md");
/** Generous: a loaded two-core machine has run these at a fifth of their idle speed. */
const benchTimeoutMs = 600_000;

/** Runs the bench, checks its exit and its note, and returns what it printed. */
async function quickRun(line: string): Promise<string> {
  const benchmarks = readFileSync(benchmarksFile, "utf8");
  const run = await runDocumentedCommand(line, { timeoutMs: benchTimeoutMs });
  expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain(quickRunNote);
  expect(readFileSync(benchmarksFile, "utf8")).toBe(benchmarks);
  return run.stdout;
}

/** The rows of the Markdown table under `heading` (its first cells), up to the first line that is not one. */
function tableRows(report: string, heading: string): string[][] {
  const lines = report.split("\n");
  const start = lines.findIndex((line) => line.startsWith(heading));
  expect(start, `no table headed ${heading}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

// Figures are checked for their shape only: one second of load on a busy machine may finish few requests.
const figure = /^\d+(\.\d+)?( ms| %)?$/;
const expectFigures = (cells: (string | undefined)[]) => {
  for (const cell of cells) expect(cell).toMatch(figure);
};

describe("npm run bench -w @hushling/search -- --quick", () => {
  it("prints the engines' table, the service's over HTTP and the worst-case requests'", {
    timeout: benchTimeoutMs,
  }, async () => {
    const report = await quickRun("npm run bench -w @hushling/search -- --quick");
    const engines = tableRows(report, "| engine | index build");
    expect(engines.map((row) => row[0]?.split(" ")[0])).toEqual(["ours", "ours,", "MiniSearch", "Orama"]);
    for (const row of engines) expect(row.at(-1)).toMatch(/^[\d.]+ \/ [\d.]+ ms$/);
    const service = tableRows(report, "| service | request | requests/s");
    expect(service).toHaveLength(4);
    for (const row of service) {
      expectFigures(row.slice(2, 7));
      expect(row[7], "non-2xx answers").toBe("0");
    }
    expectWorstCaseReport(report);
  });
});

describe("npm run bench:worst-case -w @hushling/search -- --quick", () => {
  it("prints each kind's CPU per request and the burst beside /health", { timeout: benchTimeoutMs }, async () => {
    expectWorstCaseReport(await quickRun("npm run bench:worst-case -w @hushling/search -- --quick"));
  });
});

function expectWorstCaseReport(report: string) {
  const kinds = tableRows(report, "| record queries | language |");
  // Five kinds of request in each of en, de and ja.
  expect(kinds).toHaveLength(15);
  for (const row of kinds) expect(row[4]).toMatch(/^[\d.]+ ms$/);
  expect(report).toMatch(/The issue's request \(RECS_SIMILAR.*\): 400,/);
  expect(report).toMatch(/8 at once, 1 rounds, .*: statuses 200;/);
  expect(report).toMatch(/The other server's \/health during the bursts \(\d+ requests\): p50 [\d.]+ ms/);
}

describe("npm run bench -w @hushling/links-server -- --quick", () => {
  it("prints requests per core of the redirect server beside nginx", { timeout: benchTimeoutMs }, async () => {
    const report = await quickRun("npm run bench -w @hushling/links-server -- --quick");
    const servers = tableRows(report, "| server | requests/s |");
    expect(servers.map((row) => row[0])).toEqual([
      "Node redirect server (1 process)",
      "nginx + generated map (1 worker)",
      "Node redirect server (cluster, 2 workers)",
      "reference: fixed 301 on bare node:http",
    ]);
    for (const row of servers) {
      // requests/s, cores used, p50 and p99; per core is NaN when a loaded machine finished no request.
      const [, rate, cores, , p50, p99, errors] = row;
      expectFigures([rate, cores, p50, p99]);
      // A timeout is the machine's load; a refused connection or an answer other than a redirect is a fault.
      expect(errors).not.toMatch(/non-3xx|(connect|read|write) [1-9]/);
    }
    expect(report).toMatch(/Node server per core = \S+x nginx/);
  });
});
