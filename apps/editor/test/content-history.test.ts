import { execFile } from "node:child_process";
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentHistory } from "../src/content-history.ts";
import { mediaFolder } from "../src/decap-config.ts";
import { editorOverCopy } from "../src/editor-over-copy.ts";
import { type RunningEditor, startEditor } from "../src/editor-server.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const run = promisify(execFile);
const author = { name: "Mia Web", email: "mia@hushling.example" };
let checkout: string;
let editor: RunningEditor;

const git = async (...args: string[]) => (await run("git", args, { cwd: checkout })).stdout.trim();
const api = (body: unknown) =>
  fetch(`${editor.url}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const pagePath = "content/pages/gift-guide.json";

// A git checkout of content/ where the developer has work of their own: one file staged, one changed.
beforeAll(async () => {
  checkout = await mkdtemp(path.join(tmpdir(), "hushling-editor-git-"));
  await cp(path.join(repoRoot, "content"), path.join(checkout, "content"), { recursive: true });
  await git("init", "--quiet", "--initial-branch=main");
  await git("add", "content");
  await git("-c", "user.name=Dev", "-c", "user.email=dev@hushling.example", "commit", "--quiet", "-m", "content");
  await appendFile(path.join(checkout, "content/stores/stores.json"), "\n");
  await git("add", "content/stores/stores.json");
  await appendFile(path.join(checkout, "content/search/merchandising.json"), "\n");
  editor = await startEditor(
    editorOverCopy(repoRoot, checkout, { history: await contentHistory(path.join(checkout, "content"), author) }),
  );
});

afterAll(async () => {
  await editor?.close();
  await rm(checkout, { recursive: true, force: true });
});

describe("saves in a git checkout", () => {
  it("commit the saved file alone, named and by the editor's author, leaving the developer's work as it was", async () => {
    const page = JSON.parse(await readFile(path.join(checkout, pagePath), "utf8"));
    page.translations.de.title = "Geschenkideen für die ersten Jahre";
    const response = await api({
      action: "persistEntry",
      params: { entry: { path: pagePath, raw: JSON.stringify(page), slug: "gift-guide" }, assets: [], options: {} },
    });
    expect(response.status).toBe(200);

    expect(await git("rev-list", "--count", "HEAD")).toBe("2");
    expect(await git("show", "--name-only", "--format=", "HEAD")).toBe(pagePath);
    expect(await git("log", "-1", "--format=%an <%ae>")).toBe("Mia Web <mia@hushling.example>");
    expect(await git("log", "-1", "--format=%B")).toBe(
      "content: update page gift-guide\n\nSaved in the content editor by Mia Web <mia@hushling.example>.",
    );
    expect(await git("show", `HEAD:${pagePath}`)).toContain("Geschenkideen für die ersten Jahre");
    // The developer's staged file is still staged and not committed; their changed file still only changed.
    expect(await git("diff", "--cached", "--name-only")).toBe("content/stores/stores.json");
    expect(await git("diff", "--name-only")).toBe("content/search/merchandising.json");
  });

  it("commit an uploaded picture and a deleted entry", async () => {
    // The picture's repository path is the media folder's; this checkout keeps pictures in media/.
    const upload = await api({
      action: "persistMedia",
      params: {
        asset: {
          path: `${mediaFolder}/crib.png`,
          content: Buffer.from("not really a png").toString("base64"),
          encoding: "base64",
        },
      },
    });
    expect(upload.status).toBe(200);
    expect(await git("log", "-1", "--format=%s")).toBe("content: add picture crib.png");
    expect(await git("show", "--name-only", "--format=", "HEAD")).toBe("media/crib.png");

    const old = "content/pages/editor-commit-test.json";
    await writeFile(path.join(checkout, old), "{}\n");
    await git("add", old);
    await git("-c", "user.name=Dev", "-c", "user.email=dev@hushling.example", "commit", "--quiet", "-m", "a page");
    const deleted = await api({ action: "deleteFile", params: { path: old } });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await git("log", "-1", "--format=%s")).toBe("content: delete page editor-commit-test");
    expect(await git("ls-tree", "--name-only", "HEAD", old)).toBe("");
  });
});

describe("a content folder outside a git checkout", () => {
  it("is said to be so, and saves go on without commits", async () => {
    const plain = await mkdtemp(path.join(tmpdir(), "hushling-editor-plain-"));
    try {
      const history = await contentHistory(plain, author);
      expect(history).toEqual({ kind: "none", reason: `${plain} is not in a git checkout` });
    } finally {
      await rm(plain, { recursive: true, force: true });
    }
  });
});
