import { z } from "zod";
import type { CountrySignal } from "./visitor-country.ts";

/**
 * Crawlers, link previews, uptime monitors and scripted clients, recognised by their user agent; a request
 * without one is counted with them. Counted apart so that a link checker or a chat preview never looks like
 * a scan of a printed code.
 */
const botUserAgent =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl\/|wget\/|python-|go-http-client|java\/|okhttp|node-fetch|undici|axios|monitor|pingdom|uptime|links-check/i;

export function isBotUserAgent(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === "" || botUserAgent.test(userAgent);
}

const countrySignals = [
  "query",
  "cookie",
  "edge",
  "time-zone",
  "language",
  "none",
] as const satisfies readonly CountrySignal[];

/** The part of the redirect server's JSON access-log line that scan counts read. */
export const accessLogRequestSchema = z.object({
  time: z.iso.datetime({ offset: true }),
  event: z.literal("request"),
  path: z.string(),
  status: z.number().int(),
  kind: z.string(),
  country: z.string().nullable(),
  /** Older lines have no signal or bot flag; they count as "unknown" and as a person. */
  signal: z.enum(countrySignals).optional(),
  bot: z.boolean().optional(),
});

export const statsDimensions = ["link", "country", "day", "signal"] as const;
export type StatsDimension = (typeof statsDimensions)[number];

export type ScanRow = Record<StatsDimension, string> & { scans: number; bots: number };
export type LogProblem = { file: string; line: number; message: string };

export type ScanCounts = {
  rows: ScanRow[];
  problems: LogProblem[];
  /** Request lines read (links and everything else), and lines that were other events. */
  requests: number;
  otherEvents: number;
};

/**
 * Counts scans (requests the server answered for a short link: `redirect`, and `unknown-link` for slugs the
 * table does not have) from JSON access-log lines, grouped by the chosen dimensions. Lines that are not
 * access-log JSON are reported with file and line and not counted; other events (reloads) are skipped.
 */
export function countScans(
  logs: readonly { file: string; text: string }[],
  by: readonly StatsDimension[] = statsDimensions,
): ScanCounts {
  const groups = new Map<string, ScanRow>();
  const problems: LogProblem[] = [];
  let requests = 0;
  let otherEvents = 0;
  for (const { file, text } of logs) {
    const lines = text.split("\n");
    lines.forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === "") return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        problems.push({ file, line, message: `not a JSON access-log line: ${printable(raw)}` });
        return;
      }
      if (typeof value === "object" && value !== null && "event" in value && value.event !== "request") {
        otherEvents++;
        return;
      }
      const parsed = accessLogRequestSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        problems.push({ file, line, message: `not an access-log request: ${issue?.path.join(".")} ${issue?.message}` });
        return;
      }
      requests++;
      const entry = parsed.data;
      if (entry.kind !== "redirect" && entry.kind !== "unknown-link") return;
      const slug = /^\/redirects\/([^/?#]+)/i.exec(entry.path)?.[1]?.toLowerCase() ?? entry.path;
      const values: Record<StatsDimension, string> = {
        link: entry.kind === "unknown-link" ? `(unknown) ${slug}` : slug,
        country: entry.country ?? "default",
        day: entry.time.slice(0, 10),
        signal: entry.signal ?? "unknown",
      };
      const key = by.map((dimension) => values[dimension]).join("\u0000");
      const row =
        groups.get(key) ??
        ({
          ...Object.fromEntries(statsDimensions.map((d) => [d, by.includes(d) ? values[d] : "*"])),
          scans: 0,
          bots: 0,
        } as ScanRow);
      groups.set(key, row);
      if (entry.bot) row.bots++;
      else row.scans++;
    });
  }
  const rows = [...groups.values()].sort(
    (a, b) => b.scans - a.scans || statsDimensions.map((d) => a[d].localeCompare(b[d])).find((c) => c !== 0) || 0,
  );
  return { rows, problems, requests, otherEvents };
}

function printable(text: string): string {
  const shown = text.replace(/[^\x20-\x7e]/g, "?");
  return shown.length > 80 ? `${shown.slice(0, 80)}...` : shown;
}
