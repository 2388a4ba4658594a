// The edge configs are made from the table by @hushling/links; re-exported for the parity tests here.
export { NetlifyExportError, type NginxExportOptions, netlifyRedirects, nginxLinksConfig } from "@hushling/links";
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
export { defaultContentDir, type RedirectTable, RedirectTableError, redirectTable } from "./redirect-table.ts";
