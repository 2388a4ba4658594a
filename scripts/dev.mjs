// `npm run dev -- us`: one storefront in React Router's dev server, reloading on every save, over the
// catalog export `npm start` wrote (data/export); the cart talks to the commerce server `npm start` runs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { repoRoot } from "./setup.mjs";

const storefront = process.argv[2] ?? "us";
const exportDir = process.env.COMMERCE_EXPORT_DIR ?? join(repoRoot, "data", "export");
if (!existsSync(join(exportDir, storefront))) {
  console.error(
    `No catalog export for "${storefront}" in ${relative(repoRoot, exportDir) || exportDir}.\n` +
      "Run `npm start` once (it exports the catalog and keeps commerce running for the cart), or set COMMERCE_EXPORT_DIR.",
  );
  process.exit(1);
}
const port = process.env.DEV_PORT ?? "5173";
// The CLI itself, not through npx: npx ends on SIGTERM without passing it on, leaving the server running.
const devPackage = createRequire(join(repoRoot, "apps", "storefront", "package.json")).resolve(
  "@react-router/dev/package.json",
);
const cli = join(dirname(devPackage), "bin.js");
const dev = spawn(process.execPath, [cli, "dev", "--host", "127.0.0.1", "--port", port, "--strictPort"], {
  cwd: join(repoRoot, "apps", "storefront"),
  stdio: "inherit",
  // The build settings validate the storefront id and say which ones exist.
  env: {
    SHOP_API_URL: "http://127.0.0.1:3000/shop-api",
    ...process.env,
    STOREFRONT: storefront,
    COMMERCE_EXPORT_DIR: exportDir,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
