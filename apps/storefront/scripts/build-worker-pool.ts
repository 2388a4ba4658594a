import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import type { BuildReply, BuildRequest } from "./build-worker.ts";

/** A build-worker.ts process; `build` resolves with whether the build succeeded and what it printed. */
export type BuildWorker = {
  build(request: BuildRequest): Promise<{ ok: boolean; log: string }>;
  stop(): void;
};

/** Starts a build worker in `appDirectory` (where vite.config.ts is); it runs from source, as this script does. */
export function startBuildWorker(appDirectory: string): BuildWorker {
  const child: ChildProcess = fork(path.join(import.meta.dirname, "build-worker.ts"), [], {
    cwd: appDirectory,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  // The worker runs one build at a time, so whatever it prints belongs to the build under way.
  let log = "";
  const collect = (chunk: Buffer) => {
    log += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return {
    build: (request) =>
      new Promise((resolve) => {
        log = "";
        const onExit = (code: number | null, signal: string | null) =>
          resolve({ ok: false, log: `${log}\nThe build worker exited (${signal ?? code}) during the build` });
        child.once("exit", onExit);
        child.once("message", (reply: BuildReply) => {
          child.off("exit", onExit);
          resolve({ ok: reply.ok, log: reply.error ? `${log}\n${reply.error}` : log });
        });
        child.send(request);
      }),
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}
