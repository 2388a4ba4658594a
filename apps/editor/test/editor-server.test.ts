import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorOverCopy } from "../src/editor-over-copy.ts";
import { type RunningEditor, startEditor } from "../src/editor-server.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
let workDir: string;
let editor: RunningEditor;
const rebuilt: string[][] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "hushling-editor-"));
  await cp(path.join(repoRoot, "content"), path.join(workDir, "content"), { recursive: true });
  editor = await startEditor(
    editorOverCopy(repoRoot, workDir, {
      rebuild: async (files) => {
        rebuilt.push(files);
      },
    }),
  );
});

afterAll(async () => {
  await editor?.close();
  await rm(workDir, { recursive: true, force: true });
});

const api = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${editor.url}/api/v1`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const pagePath = "content/pages/gift-guide.json";
const pageText = () => readFile(path.join(workDir, pagePath), "utf8");

describe("the editor's proxy backend", () => {
  it("saves a page in the repository's layout and starts a rebuild", async () => {
    const page = JSON.parse(await pageText());
    page.translations.de.title = "Geschenkideen für die ersten Jahre";
    const response = await api({
      action: "persistEntry",
      params: { entry: { path: pagePath, raw: JSON.stringify(page), slug: "gift-guide" }, assets: [], options: {} },
    });
    expect(response.status).toBe(200);
    const original = await readFile(path.join(repoRoot, pagePath), "utf8");
    expect(await pageText()).toBe(
      original.replace('"title": "Geschenkideen"', '"title": "Geschenkideen für die ersten Jahre"'),
    );
    await editor.rebuilt();
    expect(rebuilt).toContainEqual([pagePath]);
  });

  it("keeps the file's key order whatever order the form sends", async () => {
    const before = await pageText();
    const page = JSON.parse(before);
    const reordered = Object.fromEntries(Object.entries(page.translations).reverse());
    const response = await api({
      action: "persistEntry",
      params: {
        entry: {
          path: pagePath,
          raw: JSON.stringify({ translations: reordered, slug: page.slug }),
          slug: "gift-guide",
        },
        assets: [],
        options: {},
      },
    });
    expect(response.status).toBe(200);
    expect(await pageText()).toBe(before);
  });

  it("refuses an invalid save with a message in words and leaves the file as it was", async () => {
    const before = await pageText();
    const page = JSON.parse(before);
    page.translations.de.title = " ";
    const response = await api({
      action: "persistEntry",
      params: { entry: { path: pagePath, raw: JSON.stringify(page), slug: "gift-guide" }, assets: [], options: {} },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Not saved. German › title: must not be empty" });
    expect(await pageText()).toBe(before);
  });

  it("refuses a new page whose slug is taken", async () => {
    const response = await api({
      action: "persistEntry",
      params: {
        entry: { path: pagePath, raw: await pageText(), slug: "gift-guide" },
        assets: [],
        options: { newEntry: true },
      },
    });
    expect(await response.json()).toEqual({ error: "Not saved. gift-guide already exists: choose another slug" });
  });

  it("refuses paths outside content/, uploads over 2 MB, SVG uploads and other sites' pages", async () => {
    const outside = await api({ action: "getEntry", params: { path: "content/../package.json" } });
    expect(outside.status).toBe(422);
    const big = await api({
      action: "persistMedia",
      params: {
        asset: {
          path: "apps/storefront/public/images/pages/huge.png",
          content: Buffer.alloc(10 * 1024 * 1024).toString("base64"),
          encoding: "base64",
        },
      },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error).toMatch(/pictures may be up to 2 MB/);
    const svg = await api({
      action: "persistMedia",
      params: {
        asset: {
          path: "apps/storefront/public/images/pages/x.svg",
          content: Buffer.from("<svg><script>alert(1)</script></svg>").toString("base64"),
          encoding: "base64",
        },
      },
    });
    expect((await svg.json()).error).toMatch(/must be PNG, JPEG, WebP or AVIF/);
    const foreign = await api({ action: "info" }, { Origin: "https://elsewhere.example" });
    expect(foreign.status).toBe(403);
  });

  it("two saves of one file at once are written one after the other, each whole", async () => {
    const page = JSON.parse(await pageText());
    const save = (title: string) =>
      api({
        action: "persistEntry",
        params: {
          entry: {
            path: pagePath,
            raw: JSON.stringify({
              ...page,
              translations: { ...page.translations, de: { ...page.translations.de, title } },
            }),
            slug: "gift-guide",
          },
          assets: [],
          options: {},
        },
      });
    const answers = await Promise.all([save("Erster Titel"), save("Zweiter Titel")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(JSON.parse(await pageText()).translations.de.title).toBe("Zweiter Titel");
  });
});
