import { randomBytes } from "node:crypto";
import { join } from "node:path";
import {
  type ContentHistory,
  contentStore,
  type EditorBackend,
  type RunningEditor,
  startEditor,
} from "@hushling/editor";
import { type LinksServer, startLinksServer } from "@hushling/links-server";
import { type RunningSearchApp, type SearchSettings, startSearchApp } from "@hushling/search";
import { type RunningStaticHost, startStaticHost, type ThirdPartyProxySettings } from "@hushling/static-host";
import {
  createStorefrontRegistry,
  hostContentSecurityPolicy,
  hostPolicySettings,
  type StorefrontId,
} from "@hushling/storefronts";
import { freePort } from "@hushling/test-support/free-port";
import { runToCompletion } from "./child-process.ts";
import { type CommerceData, startCommerce } from "./commerce.ts";
import { repoRoot } from "./paths.ts";

export type LocalStackOptions = {
  storefronts: readonly StorefrontId[];
  commercePort: number;
  webPort: number;
  /** The redirect server for short links; omitted, it is not started. */
  linksPort?: number;
  /** Where the redirect server's JSON log lines go (default: the terminal, unless quiet). */
  linksLog?: (line: string) => void;
  /** The search service, started over the export once the builds wrote it; omitted, it is not started. */
  search?: SearchSettings;
  /** Where commerce keeps its data (a SQLite file or a data folder); the database is ignored when DATABASE_URL is set. */
  commerceData: CommerceData;
  /** apps/commerce/dist is already compiled from the current sources: start it without compiling again. */
  commerceBuilt?: boolean;
  /** Where storefront builds go; one folder per storefront. */
  buildDir: string;
  /** Where the commerce export (catalog files and images) goes; the builds read it from there. */
  exportDir: string;
  /** Serves /__third-party-proxy on every storefront host with this allow-list. */
  thirdPartyProxy?: ThirdPartyProxySettings;
  /**
   * Short links (static pages and redirect server) send visitors to this stack's storefronts,
   * `http://{id}.localhost:{webPort}`, instead of the production hosts; needs a fixed webPort.
   */
  localLinks?: boolean;
  /** The web team's editor over `contentDir` (which the builds then read); omitted, it is not started. */
  editor?: {
    port: number;
    contentDir: string;
    mediaDir: string;
    accessLogs: string[];
    backend: EditorBackend;
    /** The storefronts a save rebuilds (default: every storefront of this stack). */
    rebuilds?: readonly StorefrontId[];
    /**
     * Where a save's rebuild writes (default: buildDir, which the static host serves): a folder of its own
     * keeps readers of buildDir from meeting a half-written storefront.
     */
    rebuildDir?: string;
    /** Commits each save (`contentHistory`); omitted, saves only write files (tests and benches over a copy). */
    history?: ContentHistory;
  };
  quiet?: boolean;
};

export type LocalStack = {
  commerceUrl: string;
  web: RunningStaticHost;
  links?: LinksServer;
  search?: RunningSearchApp;
  editor?: RunningEditor;
  stop(): Promise<void>;
};

/**
 * Builds and starts everything a visitor needs, on this machine: commerce, the storefront builds (which
 * hold the short-link pages), the static host that serves them and, when asked, the redirect server.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const quiet = options.quiet ?? false;
  if (options.localLinks && options.webPort === 0) throw new Error("localLinks needs a fixed webPort, not 0");
  const linkOrigins = options.localLinks ? ({ kind: "local", port: options.webPort } as const) : undefined;
  const running: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const part of running.reverse()) await part.stop();
  };
  try {
    // The search service starts after the builds (it indexes their export), but the builds and commerce
    // (which reports paid orders to it, with a secret of this run unless one is set) must know its
    // address: its port is fixed now.
    const searchSettings = options.search && {
      ...options.search,
      exportDir: options.exportDir,
      port: options.search.port || (await freePort()),
      events: {
        ...options.search.events,
        commerceSecret: options.search.events.commerceSecret ?? randomBytes(24).toString("base64url"),
      },
    };
    const commerce = await startCommerce({
      port: options.commercePort,
      webPort: options.webPort,
      data: options.commerceData,
      built: options.commerceBuilt,
      quiet,
      env: searchSettings && {
        SEARCH_PURCHASES_URL: `http://${reachable(searchSettings.host)}:${searchSettings.port}${searchSettings.events.paidOrdersPath}`,
        SEARCH_COMMERCE_SECRET: searchSettings.events.commerceSecret,
      },
    });
    running.push(commerce);
    const commerceUrl = commerce.url;

    // build:all exports the catalog from this commerce server first, so the builds show its data.
    const build = (storefronts: readonly StorefrontId[], name: string, extra: string[], buildDir = options.buildDir) =>
      runToCompletion(
        name,
        "npm",
        [
          "run",
          "build:all",
          "-w",
          "@hushling/storefront",
          "--",
          `--commerce-url=${commerceUrl}`,
          `--export-dir=${options.exportDir}`,
          ...extra,
          ...storefronts,
        ],
        {
          env: {
            STOREFRONT_BUILD_ROOT: buildDir,
            STOREFRONT_ORIGINS: linkOrigins ? "local" : "production",
            WEB_PORT: String(options.webPort),
            ...(options.editor && { CONTENT_DIR: options.editor.contentDir }),
            ...(searchSettings ? searchBuildEnvironment(searchSettings) : {}),
          },
          quiet,
        },
      );
    await build(options.storefronts, "storefronts", []);

    let search: RunningSearchApp | undefined;
    if (searchSettings) {
      search = await startSearchApp(searchSettings);
      running.push({ stop: search.close });
    }

    // The header a production host sends (ADR 0016), with this machine's commerce and search servers.
    const policy = hostContentSecurityPolicy(
      hostPolicySettings({ shopApiOrigin: commerceUrl, searchOrigins: search ? [new URL(search.url).origin] : [] }),
    );
    const web = await startStaticHost({
      port: options.webPort,
      sites: options.storefronts.map((id) => ({
        id,
        root: join(options.buildDir, id, "client"),
        headers: { "Content-Security-Policy": policy },
      })),
      thirdPartyProxy: options.thirdPartyProxy && { settings: options.thirdPartyProxy },
    });
    running.push({ stop: web.close });

    let links: LinksServer | undefined;
    if (options.linksPort !== undefined) {
      links = await startLinksServer({
        port: options.linksPort,
        // Like every server of the local stack: reachable from this machine only.
        host: "127.0.0.1",
        log: quiet ? false : options.linksLog,
        ...(linkOrigins && { storefronts: createStorefrontRegistry({}, linkOrigins) }),
      });
      running.push({ stop: links.close });
    }
    let editor: RunningEditor | undefined;
    if (options.editor) {
      const { contentDir, mediaDir, port, accessLogs, backend, history, rebuildDir } = options.editor;
      editor = await startEditor({
        host: "127.0.0.1",
        port,
        store: contentStore(repoRoot, contentDir, mediaDir),
        registry: createStorefrontRegistry({}),
        backend,
        buildDir: options.buildDir,
        exportDir: options.exportDir,
        accessLogs,
        ...(history && { history }),
        // A save shows on the storefronts once they are built again; the static host serves the new files.
        // A save changes content, never the catalog: the rebuild reads the export the start made, without
        // asking commerce for every product again (a start of the stack exports the catalog anew).
        rebuild: () =>
          build(options.editor?.rebuilds ?? options.storefronts, "storefronts", ["--no-export"], rebuildDir),
      });
      running.push({ stop: editor.close });
    }
    return { commerceUrl, web, links, search, editor, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A host to reach a server listening on `host` from this machine. */
function reachable(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/** What a storefront build reads to reach this search service (apps/storefront search-build-settings.ts). */
function searchBuildEnvironment(settings: SearchSettings): Record<string, string> {
  const host = settings.host === "0.0.0.0" || settings.host === "::" ? "127.0.0.1" : settings.host;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${settings.port}`;
  const { paths } = settings;
  return {
    SEARCH_SERVICE_URL: origin,
    SEARCH_API_KEY_PREFIX: settings.apiKeyPrefix,
    SEARCH_PATH_SEARCH: paths.search,
    SEARCH_PATH_VISITOR: paths.visitor,
    SEARCH_PATH_IPV4: paths.ipv4,
    SEARCH_PATH_IPV6: paths.ipv6,
    SEARCH_PATH_EVENTS_V2: paths.eventsV2,
    SEARCH_PATH_EVENTS_V1: paths.eventsV1,
    SEARCH_PATH_CONFIG: paths.config,
    SEARCH_PATH_RECOMMENDATIONS: paths.recommendations,
  };
}

export const defaultBuildDir = join(repoRoot, "apps", "storefront", "build");
