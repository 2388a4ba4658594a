import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { builtPageReader, readBuiltSites } from "@hushling/links/node";
import { exportIndexes } from "@hushling/search";
import type { StorefrontRegistry } from "@hushling/storefronts";
import { z } from "zod";
import type { ContentChange } from "./content-history.ts";
import { checkContentDelete, checkContentSave, contentKind, type SaveContext } from "./content-rules.ts";
import {
  type ContentStore,
  EditorRequestError,
  formatLikeTheRepository,
  listFolder,
  localPath,
  readEntry,
  sha256,
  writeWhole,
} from "./content-store.ts";
import { inOrderOf, withoutEmptyFields } from "./decap-leftovers.ts";
import { saveOverAnother } from "./save-over-another.ts";
import { versionMemory } from "./version-memory.ts";

/** Pictures the editor accepts, by extension; anything that could run script (SVG, HTML) is not among them. */
const pictureTypes = new Set([".png", ".jpg", ".jpeg", ".webp", ".avif"]);
export const maxPictureBytes = 2 * 1024 * 1024;

const dataFileSchema = z.object({
  path: z.string(),
  raw: z.string(),
  newPath: z.string().optional(),
  // Not in Decap's protocol: the editor's page adds the id of the version the form was loaded from
  // (public/editor-extensions.js). Without it a save replaces whatever the file holds.
  base: z.string().optional(),
});
const assetSchema = z.object({ path: z.string(), content: z.string(), encoding: z.literal("base64") });
const requestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("info") }),
  z.object({
    action: z.literal("entriesByFolder"),
    params: z.object({ folder: z.string(), extension: z.string() }),
  }),
  z.object({
    action: z.literal("entriesByFiles"),
    params: z.object({ files: z.array(z.object({ path: z.string() })) }),
  }),
  z.object({ action: z.literal("getEntry"), params: z.object({ path: z.string() }) }),
  z.object({
    action: z.literal("persistEntry"),
    params: z.object({
      entry: dataFileSchema.optional(),
      dataFiles: z.array(dataFileSchema).optional(),
      assets: z.array(assetSchema).default([]),
      options: z.object({ newEntry: z.boolean().optional() }).loose().default({}),
    }),
  }),
  z.object({ action: z.literal("getMedia"), params: z.object({ mediaFolder: z.string() }) }),
  z.object({ action: z.literal("getMediaFile"), params: z.object({ path: z.string() }) }),
  z.object({ action: z.literal("persistMedia"), params: z.object({ asset: assetSchema }) }),
  z.object({ action: z.literal("deleteFile"), params: z.object({ path: z.string() }) }),
  z.object({ action: z.literal("deleteFiles"), params: z.object({ paths: z.array(z.string()) }) }),
  z.object({ action: z.literal("getDeployPreview") }),
]);

export type DecapProxyOptions = {
  store: ContentStore;
  registry: StorefrontRegistry;
  /** Storefront builds, for the short-link target check. */
  buildDir: string;
  /** The commerce export the search service reads: a synonym's meaning must find products there. */
  exportDir: string;
  today: () => string;
  /** Called after files under content/ changed, with their repository paths. */
  onChanged?: (files: string[]) => void;
  /** Records each change (a commit in the git checkout), before the editor answers; absent, nothing is recorded. */
  record?: (change: ContentChange) => Promise<void>;
};

/** What a change is called in the history: `page gift-guide`, `link baby-crib`, `stores`, `picture crib.jpg`. */
export function entryName(repoPath: string): string {
  const kind = contentKind(repoPath);
  const name = path.posix.basename(repoPath, ".json");
  const whole = { stores: "retail stores", search: "search merchandising", synonyms: "search synonyms" } as const;
  if (kind === "stores" || kind === "search" || kind === "synonyms") return whole[kind];
  return kind ? `${kind} ${name}` : `picture ${path.posix.basename(repoPath)}`;
}

/**
 * Decap CMS's proxy backend protocol (what its `decap-server` speaks) over the content folder, with every
 * write checked first by the schemas the build reads and written whole, one request at a time.
 */
export function decapProxy(options: DecapProxyOptions): (body: unknown) => Promise<unknown> {
  const { store } = options;
  const catalogs = exportIndexes(options.exportDir);
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const saveContext = async (withLinks: boolean): Promise<SaveContext> => {
    const links = await Promise.all(
      (await listFolder(store, "content/links", "json")).map(async (file) => ({
        file,
        text: await readFile(localPath(store, file), "utf8"),
      })),
    );
    return {
      registry: options.registry,
      links,
      sites: withLinks ? readBuiltSites(options.buildDir) : [],
      readPage: builtPageReader(options.buildDir),
      today: options.today(),
      catalogs,
    };
  };

  const record = async (verb: string, repoPaths: string[], others: string[] = []) => {
    try {
      await options.record?.({
        files: [...repoPaths, ...others].map((file) => localPath(store, file)),
        message: `content: ${verb} ${repoPaths.map(entryName).join(", ")}`,
      });
    } catch (error) {
      const reason = (error as Error).message.trim().split("\n").at(-1);
      throw new EditorRequestError(`Saved, but not committed (${reason}): publish again to commit it`, 500);
    }
  };

  const versions = versionMemory();
  /** The version of each file this editor last wrote, and when: a save over it names that time. */
  const lastWrites = new Map<string, { id: string; at: Date }>();
  const served = async (repoPath: string) => {
    const entry = await readEntry(store, repoPath);
    if (entry.data !== null && entry.file.id) versions.remember(entry.file.id, entry.data);
    return entry;
  };
  const changedBy = async (repoPath: string, currentId: string | null) => {
    const written = lastWrites.get(repoPath);
    if (written && written.id === currentId) return `someone saved it in the editor at ${clock(written.at)}`;
    const changed = await stat(localPath(store, repoPath)).then(
      (file) => file.mtime,
      () => undefined,
    );
    return changed ? `it was changed outside the editor at ${clock(changed)}` : "it was deleted";
  };

  const persistEntry = async (
    files: z.infer<typeof dataFileSchema>[],
    assets: z.infer<typeof assetSchema>[],
    newEntry: boolean,
  ) => {
    const context = await saveContext(files.some((file) => contentKind(file.newPath ?? file.path) === "link"));
    const writes: { file: string; text: string; replaces?: string; formVersion?: string }[] = [];
    const problems: string[] = [];
    const notices: string[] = [];
    for (const file of files) {
      const target = file.newPath ?? file.path;
      let data: unknown;
      try {
        data = JSON.parse(file.raw);
      } catch {
        throw new EditorRequestError(`${target}: the editor sent a file that is not JSON`);
      }
      const current = await readEntry(store, file.path);
      const kind = contentKind(target);
      // Saved from another version than the file holds: someone saved in between.
      let formVersion: string | undefined;
      if (kind && file.base !== undefined && file.base !== current.file.id) {
        const ours = withoutEmptyFields(data, kind);
        const together = saveOverAnother({
          ours,
          base: versions.recall(file.base),
          current: current.data,
          entry: entryName(file.path),
          changedBy: await changedBy(file.path, current.file.id),
        });
        if (!together.ok) {
          problems.push(together.problem);
          continue;
        }
        data = together.data;
        notices.push(together.notice);
        formVersion = JSON.stringify(ours);
      }
      if (current.data !== null) data = inOrderOf(data, JSON.parse(current.data));
      if ((newEntry || file.newPath) && (await readEntry(store, target)).data !== null) {
        problems.push(`${path.posix.basename(target, ".json")} already exists: choose another slug`);
        continue;
      }
      const checked = checkContentSave(target, data, context, file.newPath ? file.path : undefined);
      if (!checked.ok) {
        problems.push(...checked.problems);
        continue;
      }
      const text =
        contentKind(target) === "link" ? checked.json : await formatLikeTheRepository(store, target, checked.json);
      writes.push({
        file: target,
        text,
        ...(file.newPath && { replaces: file.path }),
        ...(formVersion && { formVersion }),
      });
    }
    if (problems.length) throw new EditorRequestError(`Not saved. ${problems.join(" · ")}`);
    const pictures = assets.map(checkedPicture);
    for (const picture of pictures) await writeWhole(localPath(store, picture.path), picture.bytes);
    const saved: Record<string, string> = {};
    for (const write of writes) {
      await writeWhole(localPath(store, write.file), write.text);
      if (write.replaces) await rm(localPath(store, write.replaces), { force: true });
      const id = sha256(write.text);
      lastWrites.set(write.file, { id, at: new Date() });
      versions.remember(id, write.text);
      // The next save from this form starts from what the form holds: after a merge, not what was written.
      const formId = write.formVersion ? sha256(write.formVersion) : id;
      if (write.formVersion) versions.remember(formId, write.formVersion);
      saved[write.file] = formId;
    }
    options.onChanged?.(writes.flatMap((write) => [write.file, ...(write.replaces ? [write.replaces] : [])]));
    await record(
      newEntry ? "add" : "update",
      writes.map((write) => write.file),
      [...writes.flatMap((write) => write.replaces ?? []), ...pictures.map((picture) => picture.path)],
    );
    // `versions` and `notices` are ours, beside Decap's answer: the editor's page reads them.
    return { message: "entry persisted", versions: saved, notices };
  };

  const deleteFiles = async (paths: string[]) => {
    const context = await saveContext(false);
    const problems = paths.flatMap((file) => {
      const checked = checkContentDelete(file, context);
      return checked.ok ? [] : checked.problems;
    });
    if (problems.length) throw new EditorRequestError(`Not deleted. ${problems.join(" · ")}`);
    for (const file of paths) await rm(localPath(store, file), { force: true });
    options.onChanged?.(paths);
    await record("delete", paths);
    return { message: `deleted ${paths.join(", ")}` };
  };

  return async (body) => {
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) throw new EditorRequestError("The editor sent a request this server does not know", 400);
    const request = parsed.data;
    switch (request.action) {
      case "info":
        return { repo: "hushling-web", publish_modes: ["simple"], type: "local_fs" };
      case "entriesByFolder": {
        const files = await listFolder(store, request.params.folder, request.params.extension);
        return Promise.all(files.map(served));
      }
      case "entriesByFiles":
        return Promise.all(request.params.files.map((file) => served(file.path)));
      case "getEntry":
        return served(request.params.path);
      case "persistEntry": {
        const { entry, dataFiles, assets, options: persist } = request.params;
        const files = dataFiles ?? (entry ? [entry] : []);
        return oneAtATime(() => persistEntry(files, assets, persist.newEntry === true));
      }
      case "getMedia":
        return mediaFiles(store, request.params.mediaFolder);
      case "getMediaFile":
        return mediaFile(store, request.params.path);
      case "persistMedia":
        return oneAtATime(async () => {
          const picture = checkedPicture(request.params.asset);
          await writeWhole(localPath(store, picture.path), picture.bytes);
          await record("add", [picture.path]);
          return mediaFile(store, picture.path);
        });
      case "deleteFile":
        return oneAtATime(() => deleteFiles([request.params.path]));
      case "deleteFiles":
        return oneAtATime(() => deleteFiles(request.params.paths));
      case "getDeployPreview":
        return null;
    }
  };
}

const clock = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

function checkedPicture(asset: z.infer<typeof assetSchema>): { path: string; bytes: Buffer } {
  const extension = path.posix.extname(asset.path).toLowerCase();
  if (!pictureTypes.has(extension)) {
    throw new EditorRequestError(`${path.posix.basename(asset.path)}: pictures must be PNG, JPEG, WebP or AVIF files`);
  }
  const bytes = Buffer.from(asset.content, "base64");
  if (bytes.length > maxPictureBytes) {
    throw new EditorRequestError(
      `${path.posix.basename(asset.path)} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; pictures may be up to 2 MB: make it smaller first`,
      413,
    );
  }
  return { path: asset.path, bytes };
}

async function mediaFile(store: ContentStore, repoPath: string) {
  const bytes = await readFile(localPath(store, repoPath));
  return {
    id: sha256(bytes),
    content: bytes.toString("base64"),
    encoding: "base64",
    path: repoPath,
    name: path.posix.basename(repoPath),
  };
}

async function mediaFiles(store: ContentStore, folder: string) {
  const dir = localPath(store, folder);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = [];
  for (const name of names.sort()) {
    if ((await stat(path.join(dir, name))).isFile()) files.push(await mediaFile(store, `${folder}/${name}`));
  }
  return files;
}
