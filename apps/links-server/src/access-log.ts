import type { CountrySignal } from "@hushling/links";
import type { LinkAnswer } from "./link-answer.ts";

export type LogSink = (line: string) => void;

/**
 * One JSON line per request. Deliberately without the client address, user agent or query string: the
 * links are opened by consumers and the log has to be shareable without a personal-data review. What scan
 * counts need is kept instead: which signal decided the country, and whether the client is a bot.
 */
export function accessLogLine(
  method: string,
  target: string,
  answer: LinkAnswer,
  startedAt: bigint,
  visitor: { signal: CountrySignal; bot: boolean } = { signal: "none", bot: false },
): string {
  const query = target.indexOf("?");
  const path = query < 0 ? target : target.slice(0, query);
  return JSON.stringify({
    time: new Date().toISOString(),
    event: "request",
    method: method.slice(0, 16),
    path: path.length > 256 ? `${path.slice(0, 256)}...` : path,
    status: answer.status,
    kind: answer.kind,
    country: answer.country ?? null,
    signal: visitor.signal,
    bot: visitor.bot,
    location: answer.headers.Location ?? null,
    ms: Number(process.hrtime.bigint() - startedAt) / 1e6,
  });
}

export function eventLogLine(event: string, fields: Record<string, unknown>): string {
  return JSON.stringify({ time: new Date().toISOString(), event, ...fields });
}
