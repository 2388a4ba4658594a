import {
  edgeCountryHeaders,
  flagSetting,
  type LinkAnswerSettings,
  LinksSettingsError,
  linksSettings,
  readLinksSettings,
  wholeSetting,
} from "@hushling/links";

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
  settings: LinksSettings;
};

/**
 * LINKS_PORT (8090), LINKS_CONTENT_DIR (content/links), LINKS_ACCESS_LOG (1), LINKS_WATCH (1: reload when a
 * content file changes), LINKS_WORKERS (1: processes sharing the port), and the answer settings of
 * `readLinksSettings` (max age, trusted edge headers, Accept-Language, storefront hosts and origins).
 */
export function linksEnvironment(env: Record<string, string | undefined>): LinksEnvironment {
  return {
    port: wholeSetting("LINKS_PORT", env.LINKS_PORT, 8090, 65535),
    contentDir: env.LINKS_CONTENT_DIR?.trim() || undefined,
    accessLog: flagSetting("LINKS_ACCESS_LOG", env.LINKS_ACCESS_LOG, true),
    watch: flagSetting("LINKS_WATCH", env.LINKS_WATCH, true),
    workers: Math.max(1, wholeSetting("LINKS_WORKERS", env.LINKS_WORKERS, 1, 64)),
    settings: readLinksSettings(env),
  };
}
