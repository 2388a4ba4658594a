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

  it("saves the search synonyms without a storefront rebuild: the search service reads that file itself", async () => {
    const file = "content/search/synonyms.json";
    const synonyms = JSON.parse(await readFile(path.join(workDir, file), "utf8"));
    synonyms.en.push({ words: ["snuggle sack"], means: "baby carrier" });
    const rebuildsBefore = rebuilt.length;
    const response = await api({
      action: "persistEntry",
      params: { entry: { path: file, raw: JSON.stringify(synonyms) }, assets: [], options: {} },
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(await readFile(path.join(workDir, file), "utf8")).en.at(-1)).toEqual({
      words: ["snuggle sack"],
      means: "baby carrier",
    });
    await editor.rebuilt();
    expect(rebuilt.length).toBe(rebuildsBefore);
    expect(rebuilt.flat()).not.toContain(file);
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

  it("two saves of one file at once that say nothing of their base are written one after the other, each whole", async () => {
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

describe("two people saving the same file", () => {
  const file = "content/pages/sustainability.json";
  type Texts = { title: string; description: string };
  type Page = { translations: Record<"de" | "en" | "fr", Texts> };
  type Answer = { versions?: Record<string, string>; notices?: string[]; error?: string };
  /** What a person's form loads: the page and the id of its version. */
  const open = async () => {
    const entry = (await (await api({ action: "getEntry", params: { path: file } })).json()) as {
      data: string;
      file: { id: string };
    };
    return { page: JSON.parse(entry.data) as Page, base: entry.file.id };
  };
  const save = async (page: Page, base: string) => {
    const response = await api({
      action: "persistEntry",
      params: { dataFiles: [{ path: file, raw: JSON.stringify(page), slug: "sustainability", base }], assets: [] },
    });
    return { status: response.status, answer: (await response.json()) as Answer };
  };
  const onDisk = async () => JSON.parse(await readFile(path.join(workDir, file), "utf8")) as Page;

  it("puts changes to different fields together and says the form does not show the other one", async () => {
    const anna = await open();
    const ben = await open();
    anna.page.translations.de.title = "Verantwortung, die bleibt";
    ben.page.translations.en.description = "How our products last beyond one childhood.";
    expect((await save(anna.page, anna.base)).status).toBe(200);
    const second = await save(ben.page, ben.base);
    expect(second.status).toBe(200);
    expect(second.answer.notices).toEqual([
      expect.stringMatching(
        /^Saved together with the other change to page sustainability \(German › title; someone saved it in the editor at \d\d:\d\d UTC\), which this form does not show: reload the page to see both\.$/,
      ),
    ]);
    const saved = await onDisk();
    expect(saved.translations.de.title).toBe("Verantwortung, die bleibt");
    expect(saved.translations.en.description).toBe("How our products last beyond one childhood.");

    // Ben's next save from the same form (which still shows the old German title) keeps Anna's title.
    ben.page.translations.fr.title = "Penser aux générations futures";
    const third = await save(ben.page, second.answer.versions?.[file] ?? "");
    expect(third.status).toBe(200);
    expect((await onDisk()).translations).toMatchObject({
      de: { title: "Verantwortung, die bleibt" },
      fr: { title: "Penser aux générations futures" },
    });
  });

  it("refuses the later of two changes to one field, naming the field and how to get the other version", async () => {
    const anna = await open();
    const ben = await open();
    anna.page.translations.en.title = "Made to be handed down";
    ben.page.translations.en.title = "Built for more than one childhood";
    expect((await save(anna.page, anna.base)).status).toBe(200);
    const before = await readFile(path.join(workDir, file), "utf8");
    const second = await save(ben.page, ben.base);
    expect(second.status).toBe(422);
    expect(second.answer.error).toMatch(
      /^Not saved\. page sustainability changed after you opened it \(someone saved it in the editor at \d\d:\d\d UTC\), and you both changed English › title\. Reload the page to get their version \(copy your own text first\), then make your change again\.$/,
    );
    expect(await readFile(path.join(workDir, file), "utf8")).toBe(before);
  });

  it("refuses a save from a version the editor never handed out once the file has changed", async () => {
    const { page } = await open();
    page.translations.en.title = "Caring for what comes next";
    const refused = await save(page, "0".repeat(64));
    expect(refused.status).toBe(422);
    expect(refused.answer.error).toMatch(/the editor no longer holds the version you started from/);
  });
});
