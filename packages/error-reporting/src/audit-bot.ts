/** Page-speed audit tools: what they trip over is an artefact of the audit, not a visitor's problem. */
const auditBotUserAgent = /lighthouse|pagespeed|page speed insights/i;

export function isPageSpeedAuditBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && auditBotUserAgent.test(userAgent);
}
