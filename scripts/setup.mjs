// First-run set-up shared by `npm start` and `npm test`. Plain Node, no dependencies: it runs before
// `npm install` has, on a machine that has only Node 20, npm and apt.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = dirname(dirname(fileURLToPath(import.meta.url)));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: repoRoot, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed with exit code ${status}.`);
    process.exit(status);
  }
}

function newestManifest() {
  const manifests = [join(repoRoot, "package.json"), join(repoRoot, "package-lock.json")];
  for (const group of ["apps", "packages"]) {
    for (const name of readdirSync(join(repoRoot, group))) manifests.push(join(repoRoot, group, name, "package.json"));
  }
  return Math.max(...manifests.filter(existsSync).map((file) => statSync(file).mtimeMs));
}

/** Installs npm dependencies on a fresh clone, and again whenever a manifest is newer than the install. */
export function ensureDependencies() {
  const marker = join(repoRoot, "node_modules", ".package-lock.json");
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
  // `npm install`, not `npm ci`: it honours the lock file too, and it also survives a lock file that lacks
  // other platforms' optional packages (which npm ci refuses outright).
  const fresh = !existsSync(marker);
  if (fresh || statSync(marker).mtimeMs < newestManifest()) {
    console.log(
      fresh
        ? "Installing npm dependencies (first run; native modules compile, a few minutes)..."
        : "Dependencies changed; updating node_modules...",
    );
    mustRun("npm", ["install", "--no-audit", "--no-fund"], { env });
  }
}

function hasCommand(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Whether an installed font matches the fontconfig pattern (e.g. ":lang=ja"); false without fontconfig. */
function hasFont(pattern) {
  const result = spawnSync("fc-list", [pattern, "family"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim() !== "";
}

let aptUpdated = false;

/**
 * Installs Debian packages that are missing (Chromium for browser tests, nginx for the edge config test,
 * wrk for benchmarks, a Japanese font for the screenshots of Japanese pages). A package is present when
 * its `command` runs or, for a font, when an installed font matches the fontconfig pattern `font`. Exits
 * with an actionable message when installing is not possible; with `optional`, says so and returns false
 * instead, for callers that can go on without the packages (and skip what needs them).
 */
export function ensureDebianPackages(packages, { optional = false } = {}) {
  const present = ({ command, font }) => (command ? hasCommand(command) : hasFont(font));
  const missing = packages.filter((wanted) => !present(wanted));
  if (missing.length === 0) return true;
  const names = missing.map(({ name }) => name);
  const fail = (message) => {
    console.error(message);
    if (!optional) process.exit(1);
    return false;
  };
  const sudo = process.getuid?.() === 0 ? [] : hasCommand("sudo") ? ["sudo", "-n"] : undefined;
  if (!sudo || !hasCommand("apt-get")) {
    return fail(
      `\nMissing: ${names.join(", ")}. This project uses Debian's packages for them.\n` +
        `Install them with:  sudo apt-get install -y ${names.join(" ")}\nthen run the command again.`,
    );
  }
  console.log(`Installing Debian packages: ${names.join(", ")}...`);
  const apt = (args) => {
    const argv = [...sudo, "apt-get", ...args];
    return run(argv[0], argv.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  if (!aptUpdated) {
    apt(["update", "-qq"]);
    aptUpdated = true;
  }
  if (apt(["install", "-y", "-qq", "--no-install-recommends", ...names]) !== 0) {
    return fail(`\nCould not install ${names.join(", ")} with apt-get. Install them by hand, then run again.`);
  }
  return true;
}
