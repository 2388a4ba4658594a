import { execFile } from "node:child_process";
import { realpath } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { LinkContentError } from "../link-file.ts";
import type { LinkSourceFile } from "../redirect-table-lint.ts";
import { shownPath, startDir } from "./index.ts";

const run = promisify(execFile);

async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run("git", ["-C", cwd, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new LinkContentError(`git ${args[0]}: ${stderr || (error as Error).message}`);
  }
}

/**
 * The link files of `dir` as they were at a git revision (a commit, branch or tag), named as
 * `readLinkSources` names today's, so that a file and its earlier version compare by name.
 */
export async function readLinkSourcesAt(
  revision: string,
  dir: string,
  shownFrom: string = startDir(),
): Promise<LinkSourceFile[]> {
  if (!/^[A-Za-z0-9_./~^@{}-]+$/.test(revision) || revision.startsWith("-")) {
    throw new LinkContentError(`"${revision}" is not a git revision`);
  }
  const real = await realpath(dir).catch(() => {
    throw new LinkContentError(`${dir}: no such folder`);
  });
  const top = (await git(real, ["rev-parse", "--show-toplevel"])).trim();
  const commit = (await git(top, ["rev-parse", "--verify", "--quiet", `${revision}^{commit}`]).catch(() => "")).trim();
  if (!commit) throw new LinkContentError(`unknown git revision "${revision}"`);
  const inRepository = path.relative(top, real).split(path.sep).join("/");
  const prefix = inRepository ? `${inRepository}/` : "";
  const names = (await git(top, ["ls-tree", "-z", "--name-only", commit, "--", prefix || "."]))
    .split("\0")
    .filter((name) => name.startsWith(prefix) && name.endsWith(".json") && !name.slice(prefix.length).includes("/"))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      return {
        file: shownPath(path.join(real, name.slice(prefix.length)), shownFrom),
        text: await git(top, ["show", `${commit}:${name}`]),
      };
    }),
  );
}
