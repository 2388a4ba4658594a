import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const repoRoot = path.resolve(appDir, "../..");
export const mainJs = path.join(appDir, "dist", "main.js");
export const exportMainJs = path.join(appDir, "dist", "export-main.js");

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Compiles the app with tsc when dist/ is missing or older than src/ (the tests run the compiled JS). */
export function ensureCommerceBuild(): void {
  const built = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  if (built >= newestSourceTime(path.join(appDir, "src"))) return;
  execFileSync(process.execPath, [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", appDir], {
    stdio: "inherit",
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export type RunningCommerce = {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** Sends a signal without waiting, e.g. SIGKILL to simulate a crash. */
  kill: (signal: NodeJS.Signals) => void;
};

/** Starts dist/main.js with the given environment and resolves once it logs its ready line. */
export async function startCommerce(env: Record<string, string>, timeoutMs = 90_000): Promise<RunningCommerce> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", mainJs], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`commerce not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const ready = /commerce ready (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    };
    child.stdout?.on("data", check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`commerce exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: (signal) => {
      child.kill(signal);
    },
  };
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
