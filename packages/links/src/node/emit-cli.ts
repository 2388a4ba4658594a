// `npm run links:emit -- <outDir> [linksDir]`: writes {outDir}/redirects/{slug}/index.html for every link.
import path from "node:path";
import { defaultLinksDir, emitRedirectPages, loadRedirectRules, startDir } from "./index.ts";

const [outDir, linksDir = defaultLinksDir] = process.argv.slice(2);
if (!outDir) {
  console.error("usage: npm run links:emit -- <outDir> [linksDir]");
  process.exit(2);
}
try {
  const count = await emitRedirectPages(
    path.resolve(startDir(), outDir),
    await loadRedirectRules(path.resolve(startDir(), linksDir)),
  );
  console.log(`links:emit: ${count} redirect pages in ${path.join(outDir, "redirects")}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
