import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@hushling/test-support/free-port";
import { AdminSession } from "./admin-session.ts";

export { freePort };

// Not `new URL("..", import.meta.url)`: a DOM test's transform reads that as a page asset's address.
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(appDir, "../..");
export const mainJs = path.join(appDir, "dist", "main.js");
export const workerMainJs = path.join(appDir, "dist", "worker-main.js");
export const exportMainJs = path.join(appDir, "dist", "export-main.js");
export const migrationsJs = path.join(appDir, "dist", "database-migrations.js");

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The source folders the last build bundled (src/ and the workspace packages it inlines), by the build. */
const bundledSourcesFile = path.join(appDir, "dist", "bundled-sources.json");

function bundledSourceFolders(): string[] {
  if (!existsSync(bundledSourcesFile)) return [path.join(appDir, "src")];
  const folders = JSON.parse(readFileSync(bundledSourcesFile, "utf8")) as string[];
  return folders.map((folder) => path.resolve(appDir, folder));
}

/**
 * Builds the app (`npm run build`'s script) when dist/ is missing or older than a source folder it was
 * bundled from: the tests run the bundle, so a change to a workspace package must rebuild it too.
 */
export function ensureCommerceBuild(): void {
  const built = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  if (bundledSourceFolders().every((folder) => built >= newestSourceTime(folder))) return;
  execFileSync(process.execPath, [path.join(appDir, "scripts/build.mjs")], { stdio: "inherit" });
}

export type RunningProcess = {
  /** The process id (with several API processes: their cluster primary's). */
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Sends a signal without waiting, e.g. SIGKILL to simulate a crash. */
  kill: (signal: NodeJS.Signals) => void;
};

export type RunningCommerce = RunningProcess & { url: string };

/**
 * How long a start that seeds an empty database may take: seeding is most of a first start, and with
 * other work on the two cores it has outlasted the 170 s a start on a seeded database gets.
 */
export const seedingStartTimeoutMs = 600_000;

/** Starts a compiled entry point with the given environment; resolves once its output matches `ready`. */
async function startEntry(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs: number,
  nodeArgs: string[] = [],
  commandLine?: string[],
): Promise<RunningProcess & { readyLine: RegExpExecArray }> {
  // The bundle runs on plain node; only a bench's own TypeScript (bare Vendure, its preloads) needs tsx,
  // and then every process of that bench gets it, so its runs compare like with like. A command line as
  // the README gives it (`npm run worker -w ...`) leads a process group of its own: npm ends on SIGTERM
  // without passing it on, so signals go to the whole group.
  const typescript = [script, ...nodeArgs].some((arg) => arg.endsWith(".ts"));
  const loader = typescript ? ["--import", "tsx"] : [];
  const [command, args] = commandLine
    ? [commandLine[0] ?? "", commandLine.slice(1)]
    : [process.execPath, [...loader, ...nodeArgs, script]];
  const child: ChildProcess = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", REDIS_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: commandLine !== undefined,
  });
  const groupAlive = () => {
    try {
      process.kill(-(child.pid ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    if (commandLine === undefined || child.pid === undefined) return child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group has already ended.
    }
  };
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const name = path.basename(script);

  const readyLine = await new Promise<RegExpExecArray>((resolve, reject) => {
    let timedOut = false;
    // A server that never got ready is ended, and the promise settles once it has exited: it must not go
    // on writing into a data folder the caller cleans up or hands to the next one.
    const timer = setTimeout(() => {
      timedOut = true;
      signal("SIGKILL");
    }, timeoutMs);
    const check = () => {
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on("data", check);
    exited.then((code) => {
      clearTimeout(timer);
      const why = timedOut ? `not ready after ${timeoutMs} ms` : `exited with ${code} before it was ready`;
      reject(new Error(`${name} ${why}:\n${output}`));
    });
  });

  return {
    readyLine,
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) signal("SIGTERM");
      const code = await exited;
      // npm ends at once; the worker it started gets ten seconds to shut down on its own.
      for (let waited = 0; commandLine !== undefined && groupAlive() && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (commandLine !== undefined) signal("SIGKILL");
      return code;
    },
    kill: (name) => {
      signal(name);
    },
  };
}

/**
 * Starts dist/main.js (or another entry point that logs the same ready line, e.g. the bench's bare
 * Vendure) with the given environment and resolves once it logs `commerce ready <url>`; `nodeArgs` go to
 * node itself (the bench's `--cpu-prof`, which NODE_OPTIONS does not take, and its event-loop probe);
 * tsx is loaded first when the script or a preload is TypeScript.
 */
export async function startCommerce(
  env: Record<string, string>,
  timeoutMs = 170_000,
  script = mainJs,
  nodeArgs: string[] = [],
): Promise<RunningCommerce> {
  const { readyLine, ...running } = await startEntry(script, env, /commerce ready (http:\/\/\S+)/, timeoutMs, nodeArgs);
  return { ...running, url: readyLine[1] ?? "" };
}

/**
 * Starts the job-queue worker (dist/worker-main.js) and resolves once it works off jobs; `asDocumented`
 * starts it as the README does, `npm run worker -w @hushling/commerce`.
 */
export async function startCommerceWorker(
  env: Record<string, string>,
  timeoutMs = 170_000,
  asDocumented = false,
): Promise<RunningProcess> {
  const commandLine = asDocumented ? ["npm", "run", "worker", "-w", "@hushling/commerce"] : undefined;
  const { readyLine: _ready, ...running } = await startEntry(
    workerMainJs,
    env,
    /commerce worker ready/,
    timeoutMs,
    [],
    commandLine,
  );
  return running;
}

export type ShopResponse<T> = { data?: T; errors?: Array<{ message: string }> };

/** POSTs a Shop API query for a channel (the `vendure-token` header is the storefront id). */
export async function shopQuery<T>(
  url: string,
  channel: string,
  query: string,
  language = "en",
): Promise<ShopResponse<T>> {
  const response = await fetch(`${url}/shop-api?languageCode=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", "vendure-token": channel },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as ShopResponse<T>;
}

/** Waits until the job queue has nothing pending or running. */
export async function waitForIdleJobs(url: string, timeoutMs = 170_000): Promise<void> {
  const admin = new AdminSession(url);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const data = await admin.call<{ jobs: { totalItems: number } }>(
      '{ jobs(options: { filter: { state: { in: ["PENDING", "RUNNING"] } } }) { totalItems } }',
    );
    if (data.jobs.totalItems === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`jobs still pending after ${timeoutMs} ms`);
}

/**
 * A data folder holding an already seeded SQLite shop (database and assets), copied from a template
 * that the first test file to ask builds once per build of dist/. Seeding and the search index it
 * triggers are most of a server's start; the suites that only shop do not need to watch it again.
 * Returns the environment for `startCommerce`.
 */
export async function seededSqliteDataDir(targetDir: string): Promise<Record<string, string>> {
  const build = statSync(mainJs);
  const template = path.join(tmpdir(), `hushling-commerce-template-${Math.round(build.mtimeMs)}-${build.size}`);
  const ready = path.join(template, "ready");
  const lock = `${template}.lock`;
  // Generous: the e2e global setup shares the template and may wait while a loaded machine seeds it.
  const deadline = Date.now() + 900_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`no seeded template at ${template}`);
    let owner = false;
    try {
      mkdirSync(lock);
      owner = true;
    } catch {
      // Another test file is building it; a lock older than 15 minutes is left over from a crash.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 900_000) rmSync(lock, { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!owner) continue;
    try {
      const building = `${template}.building`;
      rmSync(building, { recursive: true, force: true, maxRetries: 5 });
      // Seeding on a loaded machine has taken minutes; every suite that shops waits for it anyway.
      const server = await startCommerce(
        { COMMERCE_DATA_DIR: building, COMMERCE_PORT: String(await freePort()) },
        seedingStartTimeoutMs,
      );
      try {
        await waitForIdleJobs(server.url, 600_000);
      } catch (error) {
        // Never leave it seeding into the folder the next owner removes and starts again.
        await server.stop();
        throw error;
      }
      if ((await server.stop()) !== 0) throw new Error(`template server did not stop cleanly:\n${server.output()}`);
      rmSync(template, { recursive: true, force: true });
      renameSync(building, template);
      writeFileSync(ready, "seeded\n");
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  cpSync(template, targetDir, { recursive: true, filter: (source) => source !== ready });
  return { COMMERCE_DATA_DIR: targetDir };
}
