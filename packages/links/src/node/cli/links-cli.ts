#!/usr/bin/env -S node --import tsx
// `npm run links -- <command> [...]`: every short-link operation in one command. `links --help` lists them,
// `links <command> --help` explains one.
import { LinkContentError } from "../../link-file.ts";
import { startDir } from "../index.ts";
import { checkCommand } from "./check-command.ts";
import { type Command, type CommandContext, exitCodes, parseCommandArguments, UsageError } from "./command.ts";
import { qrCommand } from "./qr-command.ts";
import { resolveCommand } from "./resolve-command.ts";
import { statsCommand } from "./stats-command.ts";
import {
  diffCommand,
  emitCommand,
  exportCommand,
  importCommand,
  localizeCommand,
  pagesCommand,
  validateCommand,
} from "./table-commands.ts";

export const commands: readonly Command[] = [
  validateCommand,
  resolveCommand,
  exportCommand,
  importCommand,
  qrCommand,
  checkCommand,
  statsCommand,
  diffCommand,
  localizeCommand,
  pagesCommand,
  emitCommand,
];

function overview(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    "usage: links <command> [options]   (from the repository: npm run links -- <command> [options])",
    "",
    "Commands:",
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "Run `links <command> --help` for a command's arguments and options.",
    "Exit codes: 0 done, 1 problems found (named with file and line), 2 wrong usage.",
  ].join("\n");
}

/** Runs one command line in the given context; returns the exit code. Never throws. */
export async function runLinksCli(argv: readonly string[], io: CommandContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.out(overview());
    return name === undefined ? exitCodes.usage : exitCodes.ok;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`links: unknown command "${name}"\n\n${overview()}`);
    return exitCodes.usage;
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(`links ${command.name}: ${command.summary}\n\n${command.help}`);
    return exitCodes.ok;
  }
  try {
    return await command.run(parseCommandArguments(command, [...rest]), io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`links ${command.name}: ${error.message}\nRun \`links ${command.name} --help\` for its usage.`);
      return exitCodes.usage;
    }
    if (error instanceof LinkContentError) {
      io.err(error.message);
      return exitCodes.problems;
    }
    io.err(`links ${command.name}: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.problems;
  }
}

if (process.argv[1]?.endsWith("links-cli.ts")) {
  // `links export ... | head` closes the pipe early; that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
  process.exitCode = await runLinksCli(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    startDir: startDir(),
    env: process.env,
  });
}
