import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadRedirectRules } from "@hushling/links/node";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { edgeCountryHeaders, linksSettings, nginxLinksConfig } from "../src/index.ts";
import { freePort, nginxInstalled, nginxMissingMessage, startNginx, waitForPort } from "../test/nginx-process.ts";

// The redirect server against nginx serving the generated map, same machine, same run, loopback, bounded:
// wrk with 1 thread and 50 connections cycling through every (link, country) pair, a short warm-up first.
// LINKS_BENCH_SECONDS (default 10) and LINKS_BENCH_CONNECTIONS (default 50) change the load;
// `-- --quick` is one connection for 1 s per server, without the warm-up.

const quick = isQuickRun(process.argv);
const seconds = Number(process.env.LINKS_BENCH_SECONDS ?? (quick ? 1 : 10));
const connections = Number(process.env.LINKS_BENCH_CONNECTIONS ?? (quick ? 1 : 50));
const wrkBinary = process.env.WRK_BINARY ?? "/usr/bin/wrk";
const appDir = fileURLToPath(new URL("..", import.meta.url));

type Measurement = {
  name: string;
  requestsPerSecond: number;
  coresUsed: number;
  p50Ms: number;
  p99Ms: number;
  errors: string;
};

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** [parent pid, user + system CPU seconds] of a process, from /proc. */
async function processStat(pid: number | string): Promise<[number, number]> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return [Number(fields[1]), (Number(fields[11]) + Number(fields[12])) / clockTicks];
}

/** CPU seconds used so far by a process and its live children (cluster workers, nginx workers). */
async function cpuSeconds(pid: number): Promise<number> {
  let total = (await processStat(pid))[1];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
    const stat = await processStat(entry).catch(() => undefined);
    if (stat && stat[0] === pid) total += stat[1];
  }
  return total;
}

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function runWrk(url: string, script: string, duration: number): string {
  return execFileSync(
    wrkBinary,
    ["-t1", `-c${connections}`, `-d${duration}s`, "--latency", "--timeout", "2s", "-s", script, url],
    { encoding: "utf8" },
  );
}

async function measure(name: string, url: string, pid: number, script: string): Promise<Measurement> {
  if (!quick) runWrk(url, script, 2); // warm-up: JIT, connection setup, page cache
  const cpuBefore = await cpuSeconds(pid);
  const started = process.hrtime.bigint();
  const output = runWrk(url, script, seconds);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuAfter = await cpuSeconds(pid);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(output)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1];
  const socketErrors = /Socket errors: (.*)/.exec(output)?.[1] ?? "none";
  const badStatus = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (!rate || !p50 || !p99) throw new Error(`could not read wrk's output:\n${output}`);
  return {
    name,
    requestsPerSecond: Number(rate),
    coresUsed: (cpuAfter - cpuBefore) / wall,
    p50Ms: milliseconds(p50),
    p99Ms: milliseconds(p99),
    errors: [socketErrors, badStatus ? `${badStatus} non-3xx` : ""].filter(Boolean).join("; "),
  };
}

function luaScript(pairs: readonly (readonly [string, string])[]): string {
  const list = pairs.map(([path, country]) => `  { ${JSON.stringify(path)}, ${JSON.stringify(country)} },`).join("\n");
  return `local pairs = {\n${list}\n}
local requests = {}
local next = 0
init = function(args)
  for _, pair in ipairs(pairs) do
    local headers = {}
    if pair[2] ~= "" then headers["CloudFront-Viewer-Country"] = pair[2] end
    table.insert(requests, wrk.format("GET", pair[1], headers))
  end
end
request = function()
  next = next + 1
  if next > #requests then next = 1 end
  return requests[next]
end
`;
}

async function startNodeServer(port: number, entry = "src/main.ts", workers = 1): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: appDir,
    env: {
      ...process.env,
      LINKS_PORT: String(port),
      LINKS_ACCESS_LOG: "0",
      LINKS_WATCH: "0",
      LINKS_TRUST_EDGE_HEADERS: "1",
      LINKS_WORKERS: String(workers),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForPort(port, child, 20_000);
  return child;
}

function markdown(results: readonly Measurement[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.name} | ${Math.round(result.requestsPerSecond)} | ${result.coresUsed.toFixed(2)} | ` +
      `${Math.round(result.requestsPerSecond / result.coresUsed)} | ${result.p50Ms.toFixed(2)} | ${result.p99Ms.toFixed(2)} | ${result.errors} |`,
  );
  return [
    `Short links, ${seconds} s per server, ${connections} connections, wrk -t1 on loopback, every (link, country) pair in turn:`,
    "",
    "| server | requests/s | CPU cores used | requests/s per core | p50 ms | p99 ms | errors |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
}

async function main(): Promise<void> {
  if (!nginxInstalled()) throw new Error(nginxMissingMessage);
  if (!existsSync(wrkBinary)) throw new Error(`wrk is not installed at ${wrkBinary} (apt-get install -y wrk)`);
  const rules = await loadRedirectRules();
  const pairs = rules.map((rule) => [rule.fromPath, rule.conditions?.country.toUpperCase() ?? ""] as const);
  const scratch = await mkdtemp(join(tmpdir(), "hushling-links-bench-"));
  const script = join(scratch, "pairs.lua");
  await writeFile(script, luaScript(pairs));

  const loadBefore = loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");
  const settings = linksSettings({ trustedCountryHeaders: [...edgeCountryHeaders] });
  const nodePort = await freePort();
  const node = await startNodeServer(nodePort);
  const clusterPort = await freePort();
  const clustered = await startNodeServer(clusterPort, "src/main.ts", 2);
  const ceilingPort = await freePort();
  const ceiling = await startNodeServer(ceilingPort, "bench/node-http-ceiling.ts");
  const nginxPort = await freePort();
  const nginx = await startNginx(nginxLinksConfig(rules, settings, { listen: `127.0.0.1:${nginxPort}` }), nginxPort);
  try {
    const results = [
      await measure("Node redirect server (1 process)", `http://127.0.0.1:${nodePort}`, node.pid ?? 0, script),
      await measure("nginx + generated map (1 worker)", nginx.url, nginx.pid, script),
      await measure(
        "Node redirect server (cluster, 2 workers)",
        `http://127.0.0.1:${clusterPort}`,
        clustered.pid ?? 0,
        script,
      ),
      await measure(
        "reference: fixed 301 on bare node:http",
        `http://127.0.0.1:${ceilingPort}`,
        ceiling.pid ?? 0,
        script,
      ),
    ];
    const [server, reference, cluster, bare] = results as [Measurement, Measurement, Measurement, Measurement];
    const perCore = server.requestsPerSecond / server.coresUsed / (reference.requestsPerSecond / reference.coresUsed);
    if (quick) console.log(`${quickRunNote}\n`);
    console.log(markdown(results));
    console.log("");
    const ofCeiling = server.requestsPerSecond / server.coresUsed / (bare.requestsPerSecond / bare.coresUsed);
    console.log(
      `Node server per core = ${perCore.toFixed(2)}x nginx (target >= 0.6), ${ofCeiling.toFixed(2)}x bare node:http; ` +
        `Node p99 ${server.p99Ms.toFixed(2)} ms (target < 5 ms); cluster of 2 per core = ` +
        `${(cluster.requestsPerSecond / cluster.coresUsed / (reference.requestsPerSecond / reference.coresUsed)).toFixed(2)}x nginx, ` +
        `p99 ${cluster.p99Ms.toFixed(2)} ms. Load average before the run: ${loadBefore}.`,
    );
  } finally {
    node.kill("SIGTERM");
    clustered.kill("SIGTERM");
    ceiling.kill("SIGTERM");
    await nginx.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
