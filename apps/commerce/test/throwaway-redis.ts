import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./commerce-process.ts";

/** True when Debian's `redis-server` is installed (scripts/test-redis.mjs installs it when it can). */
export function redisServerInstalled(): boolean {
  const found = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
  if (!found)
    console.warn("Skipping the Redis outage cases: redis-server is not installed (apt-get install redis-server)");
  return found;
}

async function answersPing(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // A refused connection means "not yet"; the rejected connect() says so, the error event need not.
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export type ThrowawayRedis = {
  url: string;
  /** Kills the server (its data is gone, as after a crash); `start` brings a new one up on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
};

/**
 * A Redis of the test's own on a free loopback port, with nothing saved to disk, so a test may take it
 * away and bring it back without touching the machine's shared Redis.
 */
export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(url))) {
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => {
      running.once("exit", resolve);
      running.kill("SIGKILL");
    });
  };
  await start();
  return { url, kill, start };
}
