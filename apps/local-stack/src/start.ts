import { join } from "node:path";
import { describeProcesses } from "@hushling/commerce/commerce-cluster";
import { readCommerceSettings } from "@hushling/commerce/commerce-settings";
import { contentHistory, historyNote, mediaFolder, readEditorSettings } from "@hushling/editor";
import { readSearchSettings } from "@hushling/search";
import { thirdPartyProxySettingsFromEnv } from "@hushling/static-host";
import { storefrontIdSchema, storefrontIds } from "@hushling/storefronts";
import { linksLogSink } from "./links-log.ts";
import { defaultBuildDir, startLocalStack } from "./local-stack.ts";
import { dataDir, repoRoot } from "./paths.ts";

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
};

// STOREFRONTS=us,eu builds a subset, for a quicker start; the default is all fourteen.
const storefronts = process.env.STOREFRONTS
  ? process.env.STOREFRONTS.split(",").map((id) => storefrontIdSchema.parse(id.trim()))
  : [...storefrontIds];

const linksLogFile = join(dataDir, "links-access.log");

// SEARCH_* variables configure the search service (apps/search/README.md); it reads the export this run writes.
// The e-mail-marketing connector forwards to the service's own stand-in here unless an endpoint is given.
const searchSettings = readSearchSettings({ SEARCH_EMAIL_MARKETING_URL: "stand-in", ...process.env });

// The same settings the commerce server reads, so the printed login is the one it seeded; read before
// the start, so a bad commerce setting stops `npm start` at once with its message.
const commerceSettings = readCommerceSettings();
// EDITOR_* variables configure the web team's editor (docs/content-editing.md); it writes this working tree.
const editorSettings = readEditorSettings(process.env);
// Each save is a commit of the saved files when content/ is in a git checkout.
const editorHistory = await contentHistory(join(repoRoot, "content"), editorSettings.author);

const stack = await startLocalStack({
  storefronts,
  commercePort: port("COMMERCE_PORT", 3000),
  webPort: port("WEB_PORT", 8080),
  linksPort: port("LINKS_PORT", 8090),
  search: searchSettings,
  commerceData: { database: process.env.COMMERCE_SQLITE_PATH ?? join(dataDir, "commerce.sqlite") },
  buildDir: defaultBuildDir,
  exportDir: join(dataDir, "export"),
  // THIRD_PARTY_PROXY_HOSTS=widgets.reviews.example,*.photo-ugc.example (empty: the proxy refuses everything).
  thirdPartyProxy: thirdPartyProxySettingsFromEnv(process.env),
  // A short link tried on this machine lands on the storefront running here, not on production.
  localLinks: true,
  // One JSON line per short-link request: to a file, not the terminal.
  linksLog: linksLogSink(linksLogFile, (line) => console.log(line)),
  editor: {
    port: editorSettings.port,
    contentDir: join(repoRoot, "content"),
    mediaDir: join(repoRoot, mediaFolder),
    // By default the scan chart reads the redirect server's log of this machine.
    accessLogs: editorSettings.accessLogs.length > 0 ? editorSettings.accessLogs : [linksLogFile],
    backend: editorSettings.backend,
    history: editorHistory,
  },
});

console.log("\nHushling is running. Open:");
for (const id of storefrontIds.filter((id) => storefronts.includes(id))) {
  console.log(`  storefront ${id.padEnd(3)} ${stack.web.origin(id)}/`);
}
console.log(`  short link   ${stack.web.origin(storefronts[0] ?? "us")}/redirects/baby-crib/  (static page)`);
console.log(`  short link   ${stack.links?.url}/redirects/baby-crib/  (redirect server, 301)`);
console.log(`  links log    ${linksLogFile}  (one JSON line per request; npm run links -- stats <file>)`);
console.log(
  `  search       ${stack.search?.url}${searchSettings.paths.search}  (API keys ${searchSettings.apiKeyPrefix}-{storefront}-{language})`,
);
console.log(`  editor       ${stack.editor?.url}/  (content/ of this working tree; pages rebuilt after each save)`);
console.log(`               ${historyNote(editorHistory)}`);
console.log(`  commerce     ${stack.commerceUrl}/shop-api  (Admin API ${stack.commerceUrl}/admin-api)`);
// SQLite says it runs one process and what would give one per core (apps/commerce README, ADR 0049).
console.log(`               ${describeProcesses(commerceSettings)}`);
const { admin } = commerceSettings;
console.log(`  admin UI     ${stack.commerceUrl}/admin  (dev login ${admin.username} / ${admin.password})`);
console.log(`  dev mailbox  ${stack.commerceUrl}/mailbox  (order confirmation emails)`);
console.log("Press Ctrl-C to stop.\n");

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping...");
    stack.stop().then(() => process.exit(0));
  });
}
