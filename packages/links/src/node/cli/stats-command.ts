import { readFile } from "node:fs/promises";
import { countScans, type StatsDimension, statsDimensions } from "../../scan-stats.ts";
import { shownPath } from "../index.ts";
import { type Command, exitCodes, formatTable, stringOption, UsageError, userPath } from "./command.ts";

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const statsCommand: Command = {
  name: "stats",
  summary: "count scans per link, country, day and signal from the redirect server's JSON access logs",
  help: `usage: links stats <access-log...> [--by link,country,day,signal] [--format table|csv|json]

Reads the redirect server's access log (one JSON line per request; other events are skipped) and counts
the requests for short links, people and bots apart (bots: crawlers, link previews, monitors and clients
without a user agent). Links the table does not have are counted as "(unknown) slug".
  --by <list>     the dimensions to group by (default: all four)
  --format        table (default), csv or json

Lines that are not access-log JSON are named as file:line on standard error and not counted.
Exit codes: 0 counted; 1 a log cannot be read or has bad lines (the counts of the good lines are still
printed); 2 wrong usage.`,
  options: { by: { type: "string" }, format: { type: "string" } },
  async run(args, io) {
    if (args.positionals.length === 0) throw new UsageError("needs one or more access-log files");
    const format = stringOption(args, "format") ?? "table";
    if (!["table", "csv", "json"].includes(format)) throw new UsageError(`--format must be table, csv or json`);
    const byText = stringOption(args, "by");
    const by = (byText ?? statsDimensions.join(",")).split(",").map((name) => name.trim());
    const unknown = by.filter((name) => !statsDimensions.some((known) => known === name));
    if (unknown.length > 0) throw new UsageError(`--by takes ${statsDimensions.join(", ")}; not ${unknown.join(", ")}`);
    const logs = await Promise.all(
      args.positionals.map(async (file) => {
        const full = userPath(io, file);
        const shown = shownPath(full, io.startDir);
        try {
          return { file: shown, text: await readFile(full, "utf8") };
        } catch (error) {
          throw new Error(`${shown}: cannot read (${(error as Error).message})`);
        }
      }),
    );
    const counts = countScans(logs, by as StatsDimension[]);
    for (const problem of counts.problems.slice(0, 50)) io.err(`${problem.file}:${problem.line}: ${problem.message}`);
    if (counts.problems.length > 50) io.err(`... and ${counts.problems.length - 50} more bad lines`);
    const columns = [...by, "scans", "bots"];
    const rows = counts.rows.map((row) => [
      ...by.map((name) => row[name as StatsDimension]),
      String(row.scans),
      String(row.bots),
    ]);
    if (format === "json") {
      io.out(
        JSON.stringify(
          counts.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c as keyof typeof row]]))),
          null,
          2,
        ),
      );
    } else if (format === "csv") {
      for (const row of [columns, ...rows]) io.out(row.map(csvField).join(","));
    } else {
      for (const line of formatTable(columns, rows)) io.out(line);
      const scans = counts.rows.reduce((sum, row) => sum + row.scans, 0);
      const bots = counts.rows.reduce((sum, row) => sum + row.bots, 0);
      io.out(
        `links stats: ${scans} scans by people and ${bots} by bots in ${counts.requests} requests` +
          (counts.problems.length ? `; ${counts.problems.length} bad line(s) not counted` : ""),
      );
    }
    return counts.problems.length > 0 ? exitCodes.problems : exitCodes.ok;
  },
};
