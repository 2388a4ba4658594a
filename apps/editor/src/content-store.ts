import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { mediaFolder } from "./decap-config.ts";

/**
 * The editor's view of the repository: `content/...` is the content folder (the working tree's, or a
 * temporary copy in tests) and the media folder is where uploaded pictures go. Paths are the
 * repository-relative ones Decap sends; anything else, or anything that climbs out, is refused.
 */
export type ContentStore = {
  contentDir: string;
  mediaDir: string;
  /** The repository path of the media folder, as the Decap configuration names it. */
  mediaFolder: string;
  repoRoot: string;
};

/** The store of a content folder (the working tree's or a copy), pictures in `mediaDir`. */
export function contentStore(repoRoot: string, contentDir: string, mediaDir: string): ContentStore {
  return { repoRoot, contentDir, mediaDir, mediaFolder };
}

export class EditorRequestError extends Error {
  override name = "EditorRequestError";
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

export function localPath(store: ContentStore, repoPath: string): string {
  const normalised = path.posix.normalize(repoPath);
  const within = (prefix: string, dir: string) => {
    if (normalised !== prefix && !normalised.startsWith(`${prefix}/`)) return undefined;
    const full = path.resolve(dir, normalised.slice(prefix.length + 1));
    return full === dir || full.startsWith(dir + path.sep) ? full : undefined;
  };
  const found = within("content", store.contentDir) ?? within(store.mediaFolder, store.mediaDir);
  if (!found || normalised.includes("\0")) throw new EditorRequestError(`${repoPath}: not a file the editor may use`);
  return found;
}

export const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");

export async function readEntry(store: ContentStore, repoPath: string) {
  try {
    const content = await readFile(localPath(store, repoPath));
    return { data: content.toString("utf8"), file: { path: repoPath, id: sha256(content) } };
  } catch (error) {
    if (error instanceof EditorRequestError) throw error;
    return { data: null, file: { path: repoPath, id: null } };
  }
}

/** The files of a folder with an extension, as repository paths, sorted. */
export async function listFolder(store: ContentStore, folder: string, extension: string): Promise<string[]> {
  const dir = localPath(store, folder);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => !name.startsWith(".") && (extension === "" || name.endsWith(`.${extension}`)))
    .sort()
    .map((name) => `${folder.replace(/\/$/, "")}/${name}`);
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
export async function writeWhole(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** JSON in the repository's layout (Biome's formatter, with the repository's settings). */
export function formatLikeTheRepository(store: ContentStore, repoPath: string, json: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const biome = spawn(
      path.join(store.repoRoot, "node_modules", ".bin", "biome"),
      ["format", `--stdin-file-path=${repoPath}`],
      { cwd: store.repoRoot, stdio: ["pipe", "pipe", "pipe"] },
    );
    let out = "";
    let err = "";
    biome.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
    });
    biome.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err += chunk;
    });
    biome.once("error", reject);
    biome.once("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`biome format: ${err.trim()}`))));
    biome.stdin.end(json);
  });
}
