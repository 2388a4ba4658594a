import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { freePort } from "@hushling/test-support/free-port";

export { freePort };

export const nginxBinary = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

export const nginxMissingMessage =
  `nginx is not installed at ${nginxBinary}. Install Debian's package ` +
  "(apt-get install -y nginx-light || apt-get install -y nginx); `npm test` does this before the tests run.";

export function nginxInstalled(): boolean {
  return existsSync(nginxBinary);
}

export async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before listening`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listening on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

export type RunningNginx = { port: number; pid: number; url: string; stop(): Promise<void> };

/**
 * Runs Debian's nginx in the foreground as one process (no daemon, no master) from a scratch prefix with its
 * own pid, log and temp paths, serving `linksConfig` (the generated file, which must `listen` on `port`).
 */
export async function startNginx(linksConfig: string, port: number): Promise<RunningNginx> {
  if (!nginxInstalled()) throw new Error(nginxMissingMessage);
  const prefix = await mkdtemp(join(tmpdir(), "hushling-nginx-"));
  await mkdir(join(prefix, "temp"));
  await writeFile(join(prefix, "links.conf"), linksConfig);
  const temp = join(prefix, "temp");
  await writeFile(
    join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      "worker_processes 1;",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${temp};`),
      `  include ${join(prefix, "links.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(nginxBinary, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill("SIGKILL");
    const log = await readFile(join(prefix, "error.log"), "utf8").catch(() => "");
    throw new Error(`nginx did not start: ${(error as Error).message}\n${stderr}${log}`);
  }
  return {
    port,
    pid: child.pid ?? 0,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
