// `npm run bench`: every workspace's benchmarks, one after another (they share the machine's cores).
// Results print as Markdown tables; BENCHMARKS.md records them with the machine and date.
import { ensureDebianPackages, ensureDependencies, run } from "./setup.mjs";

ensureDependencies();
ensureDebianPackages([
  { command: "chromium", name: "chromium" },
  { command: "nginx", name: "nginx-light" },
  { command: "wrk", name: "wrk" },
]);
// `npm run bench -- --quick` hands --quick (and any other argument) to every workspace's bench.
process.exit(run("npm", ["run", "bench", "--workspaces", "--if-present", "--", ...process.argv.slice(2)]));
