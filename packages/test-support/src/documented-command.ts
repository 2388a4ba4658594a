import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export type CommandRun = { code: number; stdout: string; stderr: string };

/** Runs a command to its exit, without a shell; `env` is added to this process's environment. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        timeout: options.timeoutMs ?? 180_000,
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * Runs a command line as the docs give it (`npm run links -- validate`, `npm run size -w @hushling/shop-api`)
 * from the repository root, as a person would type it there: split on spaces, no shell.
 */
export function runDocumentedCommand(
  line: string,
  options: { env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CommandRun> {
  const [command, ...args] = line.split(" ").filter(Boolean);
  if (command === undefined) throw new Error("an empty command line");
  return runCommand(command, args, { cwd: repoRoot, env: { NO_COLOR: "1", ...options.env }, ...options });
}
