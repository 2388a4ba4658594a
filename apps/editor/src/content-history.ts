import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type EditorAuthor = { name: string; email: string };

/** One save, deletion or upload in the editor: the files it changed (absolute paths) and what to call it. */
export type ContentChange = { files: string[]; message: string };

/** Where saves are recorded: commits in the git checkout holding the content folder, or nowhere. */
export type ContentHistory =
  | { kind: "git"; root: string; record(change: ContentChange): Promise<void> }
  | { kind: "none"; reason: string };

/**
 * The history of the content folder: when it is inside a git checkout, each change becomes one commit of
 * exactly its files, by the editor's author. The commit is built in a separate index (GIT_INDEX_FILE), so
 * whatever the developer has staged or changed elsewhere stays as it was, neither committed nor unstaged.
 */
export async function contentHistory(contentDir: string, author: EditorAuthor): Promise<ContentHistory> {
  const git = async (args: string[], cwd: string, env: Record<string, string> = {}) => {
    const { GIT_INDEX_FILE: _ignored, GIT_DIR: _dir, GIT_WORK_TREE: _tree, ...inherited } = process.env;
    const { stdout } = await run("git", args, { cwd, env: { ...inherited, ...env } });
    return stdout.trim();
  };
  let root: string;
  try {
    root = await git(["rev-parse", "--show-toplevel"], contentDir);
  } catch {
    return { kind: "none", reason: `${contentDir} is not in a git checkout` };
  }
  const identity = {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  };
  const record = async ({ files, message }: ContentChange) => {
    const paths = files.map((file) => path.relative(root, file).split(path.sep).join("/"));
    const head = await git(["rev-parse", "--verify", "--quiet", "HEAD"], root).catch(() => "");
    const index = path.join(tmpdir(), `hushling-editor-index-${randomBytes(6).toString("hex")}`);
    const separate = { GIT_INDEX_FILE: index };
    try {
      await git(head ? ["read-tree", head] : ["read-tree", "--empty"], root, separate);
      // --remove: a deleted file leaves the commit too.
      await git(["update-index", "--add", "--remove", "--", ...paths], root, separate);
      const tree = await git(["write-tree"], root, separate);
      if (head && tree === (await git(["rev-parse", `${head}^{tree}`], root))) return;
      const body = `${message}\n\nSaved in the content editor by ${author.name} <${author.email}>.`;
      const commit = await git(["commit-tree", tree, ...(head ? ["-p", head] : []), "-m", body], root, identity);
      // Moves the branch only if nobody committed in between, so no one's commit is lost.
      await git(["update-ref", "-m", `content editor: ${message}`, "HEAD", commit, head], root);
      // The developer's own index takes the committed files, so git status shows no change to them.
      await git(["reset", "--quiet", "--", ...paths], root);
    } finally {
      await rm(index, { force: true });
    }
  };
  return { kind: "git", root, record };
}
