import path from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";

/** Exit codes: 0 done and clean; 1 the content or the check found problems; 2 the command was used wrongly. */
export const exitCodes = { ok: 0, problems: 1, usage: 2 } as const;

/** Wrong arguments: the message and the subcommand's usage are printed, exit code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

export type Output = { out(line: string): void; err(line: string): void };

/**
 * What one run of a command sees of the world: its two output streams, the folder it was started in (paths
 * the user types are relative to it, and messages name files relative to it) and the environment its
 * settings are read from. The bin passes the process's own; anything else may run commands in-process.
 */
export type CommandContext = Output & { startDir: string; env: Readonly<Record<string, string | undefined>> };

export type Command = {
  name: string;
  summary: string;
  /** The whole `--help` text after the summary: usage line, arguments, options, exit codes. */
  help: string;
  options: NonNullable<ParseArgsConfig["options"]>;
  run(args: ParsedArguments, io: CommandContext): Promise<number>;
};

export type ParsedArguments = {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
};

export function parseCommandArguments(command: Command, argv: string[]): ParsedArguments {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: command.options,
      allowPositionals: true,
      strict: true,
    });
    return { values: values as ParsedArguments["values"], positionals };
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ""));
  }
}

/** A string option's value, or undefined; refuses a repeated or empty one. */
export function stringOption(args: ParsedArguments, name: string): string | undefined {
  const value = args.values[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} needs a value`);
  return value;
}

/** A path the user typed, resolved against where they typed the command. */
export function userPath(io: CommandContext, file: string): string {
  return path.resolve(io.startDir, file);
}

/** Columns padded to their widest cell, for people; machines get --json. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

export const linksOption = { links: { type: "string" } } as const;
export const linksOptionHelp = "  --links <dir>   the link table (default: content/links)";
