// PostgreSQL for the commerce tests: the machine's own at 127.0.0.1:5432 when it answers, otherwise a
// throwaway cluster from Debian's packages on a free loopback port, removed when the tests end.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { answers, freePort } from "./loopback-port.mjs";
import { ensureDebianPackages } from "./setup.mjs";

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root) ? readdirSync(root).sort().pop() : undefined;
  return version ? join(root, version, "bin") : undefined;
}

/** Returns the admin URL the commerce tests should use and a function that stops what was started. */
export async function ensureTestPostgres() {
  if (process.env.COMMERCE_TEST_POSTGRES_URL || (await answers(5432))) return { stop() {} };
  if (!postgresBin()) ensureDebianPackages([{ command: "/usr/lib/postgresql/*/bin/initdb", name: "postgresql" }]);
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), "hushling-postgres-"));
  chmodSync(dir, 0o777);
  // PostgreSQL refuses to run as root; Debian's package creates the postgres user for it.
  const asPostgres = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const run = (args, stdio = "inherit") => {
    const [command, ...rest] = [...asPostgres, ...args];
    return spawnSync(command, rest, { stdio }).status === 0;
  };
  const mustRun = (args) => {
    if (!run(args)) throw new Error(`${args[0]} failed while starting a test PostgreSQL`);
  };
  const port = await freePort();
  const data = join(dir, "data");
  mustRun([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  mustRun([
    join(bin, "pg_ctl"),
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
  ]);
  mustRun([join(bin, "createdb"), "-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "test"]);
  process.env.COMMERCE_TEST_POSTGRES_URL = `postgres://postgres@127.0.0.1:${port}/test`;
  console.log(`Started a test PostgreSQL at 127.0.0.1:${port}`);
  return {
    stop() {
      run([join(bin, "pg_ctl"), "-D", data, "-m", "fast", "stop"], "ignore");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
