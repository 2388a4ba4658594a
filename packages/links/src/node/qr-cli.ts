// `npm run links:qr -- <outDir> [--host https://host] [--links <linksDir>]`: writes {outDir}/{slug}.svg for
// every short link and an index.html contact sheet for the print team. The host defaults to the US
// storefront's production host from configuration.
import path from "node:path";
import { parseArgs } from "node:util";
import { defaultQrHost, parseQrHost } from "../short-link-qr.ts";
import { defaultLinksDir, loadLinkFiles, startDir } from "./index.ts";
import { writeShortLinkQrCodes } from "./qr-codes.ts";

const usage = "usage: npm run links:qr -- <outDir> [--host https://host] [--links <linksDir>]";
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: "string" }, links: { type: "string" } },
  });
  const [outDir, ...extra] = positionals;
  if (!outDir || extra.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  const host = parseQrHost(values.host ?? defaultQrHost());
  const links = await loadLinkFiles(values.links ? path.resolve(startDir(), values.links) : defaultLinksDir);
  const entries = await writeShortLinkQrCodes(
    path.resolve(startDir(), outDir),
    links.map((parsed) => parsed.link),
    host,
  );
  const versions = entries.map((entry) => entry.matrix.version);
  console.log(
    `links:qr: ${entries.length} codes for ${host} in ${outDir} (versions ${Math.min(...versions)}-${Math.max(...versions)}, index.html)`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
