import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandKeys, documentedCommands } from "../documented-commands.ts";

// docs/commands.md lists every command the docs name with the test that starts it: a command added to a
// README without its row fails here, and so does a row whose script or test has gone.
const root = join(import.meta.dirname, "..", "..");
const table = readFileSync(join(root, "docs", "commands.md"), "utf8");
const rows = table
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const [command = "", what = "", tested = ""] = line.slice(1, -1).split(" | ");
    return { command, what, tested };
  });
const listed = new Set(rows.flatMap((row) => [...commandKeys(row.command.replaceAll("`", ""))]));
const manifest = (folder: string) => JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8"));
const workspaceFolders = new Map(
  ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(group, name))
      .filter((folder) => existsSync(join(root, folder, "package.json")))
      .map((folder) => [manifest(folder).name as string, folder] as const),
  ),
);

describe("docs/commands.md", () => {
  const documented = documentedCommands(root);

  it("has a row for every command the docs name", () => {
    const missing = [...documented].filter(([key]) => !listed.has(key)).map(([key, files]) => `${key} (${files})`);
    expect(missing).toEqual([]);
  });

  it("names only scripts that exist in the package the command runs", () => {
    const missing = [...listed].flatMap((key) => {
      const match = /^npm (?:run ([\w:-]+)|(start|test))(?: -w (\S+))?/.exec(key);
      const script = match?.[1] ?? match?.[2] ?? "";
      const folder = match?.[3] ? workspaceFolders.get(match[3]) : ".";
      if (folder === undefined) return [`${key}: no such workspace`];
      return script in (manifest(folder).scripts ?? {}) ? [] : [`${key}: no script "${script}" in ${folder}`];
    });
    expect(missing).toEqual([]);
  });

  it("points every row at test files that exist", () => {
    const paths = rows.flatMap((row) =>
      [...row.tested.matchAll(/`([\w./-]+\/[\w.-]+\.(?:ts|mjs))`/g)].map((match) => match[1] ?? ""),
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });
});
