export { accessLogLine } from "./access-log.ts";
export { type LinkAnswer, type LinkAnswerKind, linkAnswerer, notALinkMessage } from "./link-answer.ts";
export { type LinksServer, type LinksServerOptions, startLinksServer } from "./links-server.ts";
export {
  edgeCountryHeaders,
  type LinksEnvironment,
  type LinksSettings,
  LinksSettingsError,
  linksEnvironment,
  linksSettings,
} from "./links-settings.ts";
export { NetlifyExportError, netlifyRedirects } from "./netlify-redirects.ts";
export { type NginxExportOptions, nginxLinksConfig } from "./nginx-config.ts";
export { defaultContentDir, type RedirectTable, RedirectTableError, redirectTable } from "./redirect-table.ts";
