// The npm commands the docs name, each as one key (`npm run generate -w @hushling/shop-api`,
// `npm run links -- stats`), so docs/commands.md can be checked to list every one of them with its test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The Markdown files whose commands docs/commands.md lists: the READMEs, docs/ and the links guide. */
export function commandDocs(root: string): string[] {
  const readmes = ["apps", "packages"].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(group, name, "README.md"))
      .filter((file) => existsSync(join(root, file))),
  );
  const docs = readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md") && name !== "commands.md")
    .map((name) => join("docs", name));
  return ["README.md", ...docs, ...readmes, join("content", "links", "README.md")];
}

const commandPattern =
  /npm\s+(?:run\s+([\w:-]+)|(start|test))(?:\s+-w\s+(@hushling\/[\w-]+))?(?:\s+--\s+([a-z][a-z-]*(?: \| [a-z][a-z-]*)*))?/g;

/** The command keys in a Markdown text: the script, its workspace and, for `links`, each sub-command. */
export function commandKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const match of text.matchAll(commandPattern)) {
    const [, script, lifecycle, workspace, subcommands] = match;
    const base = script ? `npm run ${script}` : `npm ${lifecycle}`;
    const key = workspace ? `${base} -w ${workspace}` : base;
    if (script === "links" && !workspace && subcommands) {
      for (const sub of subcommands.split(" | ")) keys.add(`${key} -- ${sub}`);
    } else keys.add(key);
  }
  return keys;
}

/** Every command key the docs name, with the files naming it. */
export function documentedCommands(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of commandDocs(root)) {
    for (const key of commandKeys(readFileSync(join(root, file), "utf8"))) {
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
}
