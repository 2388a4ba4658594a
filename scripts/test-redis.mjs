// Redis for the commerce tests: the machine's own at 127.0.0.1:6379 when it answers, otherwise a
// throwaway server from Debian's `redis-server` package on a free loopback port, stopped when the tests
// end. The Redis outage cases start servers of their own from the same package. When it cannot be
// installed, only the Redis cases are skipped (each says why).
import { spawn } from "node:child_process";
import { answers, freePort } from "./loopback-port.mjs";
import { ensureDebianPackages } from "./setup.mjs";

/** Sets COMMERCE_TEST_REDIS_URL when it starts a server; returns a function that stops what was started. */
export async function ensureTestRedis() {
  const installed = ensureDebianPackages([{ command: "redis-server", name: "redis-server" }], { optional: true });
  if (!installed) console.warn("redis-server could not be installed: the Redis outage tests will be skipped");
  if (process.env.COMMERCE_TEST_REDIS_URL || (await answers(6379)) || !installed) return { stop() {} };
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (let waited = 0; !(await answers(port)) && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.env.COMMERCE_TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
  console.log(`Started a test Redis at 127.0.0.1:${port}`);
  return { stop: () => child.kill("SIGTERM") };
}
