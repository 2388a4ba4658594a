import {
  edgeCountryHeaders,
  flagSetting,
  type LinkAnswerSettings,
  LinksSettingsError,
  linksSettings,
  readLinksSettings,
  wholeSetting,
} from "@hushling/links";
import { defaultMaxConnections } from "./http/http1-server.ts";

export { edgeCountryHeaders, LinksSettingsError, linksSettings };

/** How the redirect answers are shaped; shared by the Node server and the nginx export so both agree. */
export type LinksSettings = LinkAnswerSettings;

/** What `main.ts` reads from the environment; every variable is optional. */
export type LinksEnvironment = {
  port: number;
  contentDir: string | undefined;
  accessLog: boolean;
  watch: boolean;
  /** Processes serving the port (node:cluster); 1 = no cluster. */
  workers: number;
  /** Open connections each process holds at most (one more is answered 503). */
  maxConnections: number;
  settings: LinksSettings;
};

/**
 * LINKS_PORT (8090), LINKS_CONTENT_DIR (content/links), LINKS_ACCESS_LOG (1), LINKS_WATCH (1: reload when a
 * content file changes), LINKS_WORKERS (1: processes sharing the port), and the answer settings of
 * `readLinksSettings` (max age, trusted edge headers, Accept-Language, storefront hosts and origins),
 * LINKS_MAX_CONNECTIONS (4096 per process). apps/links-server/README.md explains each.
 */
export function linksEnvironment(env: Record<string, string | undefined>): LinksEnvironment {
  return {
    port: wholeSetting("LINKS_PORT", env.LINKS_PORT, 8090, 65535),
    contentDir: env.LINKS_CONTENT_DIR?.trim() || undefined,
    accessLog: flagSetting("LINKS_ACCESS_LOG", env.LINKS_ACCESS_LOG, true),
    watch: flagSetting("LINKS_WATCH", env.LINKS_WATCH, true),
    workers: Math.max(1, wholeSetting("LINKS_WORKERS", env.LINKS_WORKERS, 1, 64)),
    maxConnections: Math.max(
      1,
      wholeSetting("LINKS_MAX_CONNECTIONS", env.LINKS_MAX_CONNECTIONS, defaultMaxConnections, 1_000_000),
    ),
    settings: readLinksSettings(env),
  };
}
