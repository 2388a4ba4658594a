// `npm start`: set-up on a fresh clone, then everything a person needs to open the product locally.
import { spawn } from "node:child_process";
import { searchNodeFlags } from "./search-node-flags.mjs";
import { ensureDependencies, repoRoot } from "./setup.mjs";

ensureDependencies();
// The search service runs inside the stack's process: it gets the flags its ADR measured.
const stackArgs = [...searchNodeFlags, "--import", "tsx", "apps/local-stack/src/start.ts", ...process.argv.slice(2)];
const stack = spawn("node", stackArgs, { cwd: repoRoot, stdio: "inherit" });
// Ctrl-C reaches the whole process group, but a process manager signals only this process: pass it on,
// so the stack stops its commerce server, static host and redirect server instead of orphaning them.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => stack.kill(signal));
}
stack.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
