// `npm run typecheck`: every workspace, as `npm test` checks them: the root tsconfig (packages, the apps
// that need nothing else, scripts and tests), then each workspace with its own check (type-check-workspaces.mjs).
import { repoRoot, run } from "./setup.mjs";
import { ownTypeChecks } from "./type-check-workspaces.mjs";

const root = run("npx", ["tsc", "-p", "tsconfig.json"]);
const own = run("npm", ["run", "typecheck", ...ownTypeChecks(repoRoot).flatMap((name) => ["-w", name])]);
process.exit(root || own);
