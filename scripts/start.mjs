// `npm start`: set-up on a fresh clone, then everything a person needs to open the product locally.
import { ensureDependencies, run } from "./setup.mjs";

ensureDependencies();
process.exit(run("node", ["--import", "tsx", "scripts/local-stack/start.ts", ...process.argv.slice(2)]));
