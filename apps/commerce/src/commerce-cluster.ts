import cluster, { type Worker } from "node:cluster";
import type { CommerceSettings } from "./commerce-settings.ts";

/** What a cluster child runs: one of the API processes, or the job-queue worker. */
type Role = "server" | "worker";

/** A child tells the primary it is ready with this message (run-commerce.ts sends it). */
export const readyMessage = "commerce-process-ready";

/** How long a stop may take before the primary exits anyway. */
const shutdownGraceMs = 15_000;
/** A replacement waits this long, so a process that crashes right after starting cannot spin the machine. */
const restartDelayMs = 1_000;

const roleName = (role: Role) => (role === "server" ? "api process" : "worker process");

/** The banner the single process prints too, so `npm start` and the tests read the same lines. */
export function describeProcesses(settings: CommerceSettings): string {
  if (settings.apiProcesses === 1) return `1 process (${settings.apiProcessesReason})`;
  return `${settings.apiProcesses} API processes (${settings.apiProcessesReason}) and 1 worker process, one port`;
}

/**
 * The primary of Node's cluster module (docs/adr/0049): it holds the listening socket and hands each new
 * connection to the next API process in turn; it runs no Vendure itself. The first API process starts
 * alone (schema, migrations, first-start seed), then the others and the job worker. A child that dies
 * once the shop is up (a crash, an out-of-memory kill) is replaced; the others keep serving meanwhile.
 */
export async function runCluster(settings: CommerceSettings, printBanner: () => void): Promise<void> {
  const children = new Map<Worker, { role: Role; ready: boolean }>();
  let stopping = false;

  const fork = (role: Role, first: boolean): Promise<Worker> => {
    // The first process seeds an empty database; the others must not race it to do the same.
    const env = { COMMERCE_PROCESS: role, ...(first ? {} : { COMMERCE_SEED: "false" }) };
    const child = cluster.fork(env);
    const state = { role, ready: false };
    children.set(child, state);
    return new Promise((resolve, reject) => {
      const onMessage = (message: unknown) => {
        if (message !== readyMessage) return;
        child.off("exit", onEarlyExit);
        state.ready = true;
        console.log(`commerce ${roleName(role)} ${child.process.pid} ready`);
        resolve(child);
      };
      const onEarlyExit = (code: number | null, signal: string | null) => {
        reject(new Error(`commerce ${roleName(role)} exited (${signal ?? code}) before it was ready`));
      };
      child.on("message", onMessage);
      child.once("exit", onEarlyExit);
    });
  };

  const stopAll = async (reason: string, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`commerce processes did not stop within ${shutdownGraceMs} ms after ${reason}; exiting`);
      process.exit(1);
    }, shutdownGraceMs).unref();
    await Promise.all(
      [...children.keys()].map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.isDead()) return resolve();
            child.once("exit", () => resolve());
            child.process.kill("SIGTERM");
          }),
      ),
    );
    console.log(`commerce stopped (${reason})`);
    process.exit(exitCode);
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void stopAll(signal, 0));

  cluster.on("exit", (child, code, signal) => {
    const known = children.get(child);
    children.delete(child);
    // One that never got ready is failing to start: fork's promise reports it and stops the shop.
    if (stopping || !known?.ready) return;
    console.error(`commerce ${roleName(known.role)} ${child.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (stopping) return;
      fork(known.role, false).catch((error: Error) => {
        console.error(error.message);
        void stopAll("a replacement failing to start", 1);
      });
    }, restartDelayMs);
  });

  try {
    await fork("server", true);
    await Promise.all([
      fork("worker", false),
      ...Array.from({ length: settings.apiProcesses - 1 }, () => fork("server", false)),
    ]);
  } catch (error) {
    console.error((error as Error).message);
    await stopAll("a process failing to start", 1);
    return;
  }
  printBanner();
}
