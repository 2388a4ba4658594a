import { cp, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCommand } from "@hushling/test-support/documented-command";
import { runLinksCli } from "../src/node/cli/links-cli.ts";

const cli = fileURLToPath(new URL("../src/node/cli/links-cli.ts", import.meta.url));
export const repositoryLinksDir = fileURLToPath(new URL("../../../content/links/", import.meta.url));

export type CliRun = { code: number; stdout: string; stderr: string };
export type CliPlace = { cwd?: string; env?: Record<string, string> };

/**
 * Runs a `links` command line in this process, as the bin does: started in `cwd` (paths in messages are
 * relative to it) with only `env` as its environment. The bin's own wiring is tested with `runLinksBin`.
 */
export async function runLinks(args: readonly string[], options: CliPlace = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const code = await runLinksCli(args, {
    out: (line) => {
      stdout += `${line}\n`;
    },
    err: (line) => {
      stderr += `${line}\n`;
    },
    startDir: options.cwd ?? process.cwd(),
    env: options.env ?? {},
  });
  return { code, stdout, stderr };
}

/** Runs the `links` bin as a child process, as a person would, in `cwd` with `env` added to this process's. */
export function runLinksBin(args: readonly string[], options: CliPlace = {}): Promise<CliRun> {
  return runCommand(process.execPath, ["--import", import.meta.resolve("tsx"), cli, ...args], {
    cwd: options.cwd ?? process.cwd(),
    // INIT_CWD is npm's "where the command was typed"; unless a test sets it, the child uses its own cwd.
    env: { INIT_CWD: "", STOREFRONT_ORIGINS: "", ...options.env },
  });
}

/** A copy of the repository's link table under `<temp>/content/links`; returns the temp root. */
export async function copyOfLinkTable(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "hushling-links-cli-"));
  await cp(repositoryLinksDir, path.join(root, "content", "links"), { recursive: true });
  return root;
}
