import { type ChildProcess, spawn } from "node:child_process";
import { repoRoot } from "./paths.ts";

export type RunningChild = { child: ChildProcess; stop(): Promise<void> };

/**
 * Starts a long-running child and resolves once a line of its output matches `ready`. Its output is
 * passed on with a `[name]` prefix; if it exits first, the error carries its last lines. With `group`, the
 * child leads a process group of its own and stopping it signals the whole group: `npm run` and `npx`
 * end on SIGTERM without passing it on, which would leave the server they started running.
 */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs?: number; quiet?: boolean; group?: boolean },
): Promise<RunningChild> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    detached: options.group ?? false,
  });
  const recent: string[] = [];
  const stop = () => stopChild(child, options.group ?? false);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`${name} did not get ready in ${(options.timeoutMs ?? 180_000) / 1000} s:\n${recent.join("\n")}`),
      );
    }, options.timeoutMs ?? 180_000);
    const onLine = (line: string) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      if (!options.quiet) console.log(`[${name}] ${line}`);
      if (options.ready.test(line)) {
        clearTimeout(timer);
        resolve({ child, stop });
      }
    };
    forEachLine(child.stdout, onLine);
    forEachLine(child.stderr, onLine);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${recent.join("\n")}`));
    });
  });
}

/** Runs a command to completion (or until `signal` aborts it); rejects with its last output lines when it fails. */
export function runToCompletion(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean; signal?: AbortSignal } = {},
): Promise<void> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    signal: options.signal,
  });
  const recent: string[] = [];
  const onLine = (line: string) => {
    recent.push(line);
    if (recent.length > 60) recent.shift();
    if (!options.quiet) console.log(`[${name}] ${line}`);
  };
  forEachLine(child.stdout, onLine);
  forEachLine(child.stderr, onLine);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? code}):\n${recent.join("\n")}`)),
    );
  });
}

function forEachLine(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void): void {
  let buffered = "";
  stream?.setEncoding("utf8");
  stream?.on("data", (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) onLine(line);
  });
}

function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    if (!group || child.pid === undefined) return child.kill(name);
    try {
      process.kill(-child.pid, name);
    } catch {
      // The group has already ended.
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    // The leader may have ended on its own while the group lives on.
    if (group) signal("SIGKILL");
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signal("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      // What the leader started and left behind goes with it.
      if (group) signal("SIGKILL");
      resolve();
    });
    signal("SIGTERM");
  });
}
