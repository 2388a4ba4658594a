/**
 * The editor's numbers for BENCHMARKS.md: its first load (bytes over the wire, and the time until its
 * collections can be used) in Debian's Chromium, and the time from a save to the changed storefront page
 * on a local stack of one storefront (eu). Everything runs over a temporary copy of content/.
 */
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startEditor } from "@hushling/editor";
import { editorOverCopy } from "@hushling/editor/editor-over-copy";
import { routePath, storefrontRegistry } from "@hushling/storefronts";
import { isQuickRun, quickFlag, quickRunNote } from "@hushling/test-support/bench-mode";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { freePort } from "@hushling/test-support/free-port";
import { chromium } from "@playwright/test";
import { startLocalStack } from "../src/local-stack.ts";
import { repoRoot } from "../src/paths.ts";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function withContentCopy<T>(work: (workDir: string) => Promise<T>): Promise<T> {
  const workDir = await mkdtemp(path.join(tmpdir(), "hushling-editor-bench-"));
  await cp(path.join(repoRoot, "content"), path.join(workDir, "content"), { recursive: true });
  try {
    return await work(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

async function firstLoad(runs: number) {
  return withContentCopy(async (workDir) => {
    const editor = await startEditor(editorOverCopy(repoRoot, workDir));
    const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
    const bytes: number[] = [];
    const interactive: number[] = [];
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        let transferred = 0;
        cdp.on("Network.loadingFinished", (event) => {
          transferred += event.encodedDataLength;
        });
        const began = performance.now();
        await page.goto(`${editor.url}/#/collections/pages`);
        await page.getByRole("button", { name: "Login" }).click();
        await page.getByText("gift-guide").first().waitFor();
        interactive.push(performance.now() - began);
        bytes.push(transferred);
        await context.close();
      }
    } finally {
      await browser.close();
      await editor.close();
    }
    return { bytes: median(bytes), interactiveMs: median(interactive) };
  });
}

/**
 * The eu page's HTML from the stack's static host (empty while it is not there yet). Asked of 127.0.0.1
 * with the site's Host header: Node does not resolve `eu.localhost` as browsers do.
 */
function builtPage(webPort: number, pagePath: string): Promise<string> {
  return new Promise((resolve) => {
    const request = get(
      { host: "127.0.0.1", port: webPort, path: pagePath, headers: { host: `eu.localhost:${webPort}` } },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve(response.statusCode === 200 ? body : ""));
      },
    );
    request.on("error", () => resolve(""));
  });
}

async function saveToPage() {
  return withContentCopy(async (workDir) => {
    const webPort = await freePort();
    const stack = await startLocalStack({
      storefronts: ["eu"],
      commercePort: await freePort(),
      webPort,
      commerceData: { database: path.join(workDir, "commerce.sqlite") },
      buildDir: path.join(workDir, "build"),
      exportDir: path.join(workDir, "export"),
      editor: {
        port: 0,
        contentDir: path.join(workDir, "content"),
        mediaDir: path.join(workDir, "media"),
        accessLogs: [],
        backend: { kind: "local" },
      },
      quiet: true,
    });
    try {
      const file = "content/pages/gift-guide.json";
      const api = (body: unknown) =>
        fetch(`${stack.editor?.url}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      // As the editor's page does: the entry as loaded, then the save naming the version it started from.
      const loaded = (await (await api({ action: "getEntry", params: { path: file } })).json()) as {
        data: string;
        file: { id: string };
      };
      const page = JSON.parse(loaded.data);
      page.translations.de.title = "Geschenkideen, neu";
      const pagePath = routePath(storefrontRegistry.byId("eu"), "de", "page", { slug: "gift-guide" });
      const began = performance.now();
      const saved = await api({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: file, raw: JSON.stringify(page), slug: "gift-guide", base: loaded.file.id }],
          assets: [],
          options: {},
        },
      });
      if (!saved.ok) throw new Error(`save refused: ${await saved.text()}`);
      while (!(await builtPage(webPort, pagePath)).includes("Geschenkideen, neu")) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return { seconds: (performance.now() - began) / 1000 };
    } finally {
      await stack.stop();
    }
  });
}

/** CPU seconds this process and its waited-for children (the formatter) have used: utime, stime, cutime, cstime. */
async function cpuSeconds(): Promise<number> {
  const fields = (await readFile("/proc/self/stat", "utf8")).replace(/^.*\) /s, "").split(" ");
  // After the command name, utime is the 12th field (14th of the line) and cstime the 15th (17th).
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
}

/**
 * What a save costs the editor itself, without the rebuild: saves of one page through the API, each
 * naming the version it started from as the editor's page does; then saves from a form that someone
 * else's save went past, each put together with it. Prints wall time and CPU (this process and the
 * formatter) per save as each kind ends.
 */
async function persistCost(saves: number) {
  return withContentCopy(async (workDir) => {
    const editor = await startEditor(editorOverCopy(repoRoot, workDir));
    const file = "content/pages/gift-guide.json";
    const api = async (body: unknown) =>
      (await (
        await fetch(`${editor.url}/api/v1`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        })
      ).json()) as { data: string; file: { id: string }; versions?: Record<string, string>; notices?: string[] };
    const save = (page: unknown, base: string) =>
      api({
        action: "persistEntry",
        params: { dataFiles: [{ path: file, raw: JSON.stringify(page), slug: "gift-guide", base }], assets: [] },
      });
    const timed = async (name: string, run: (index: number) => Promise<void>) => {
      const wall: number[] = [];
      const cpuBefore = await cpuSeconds();
      for (let index = 0; index < saves; index++) {
        const began = performance.now();
        await run(index);
        wall.push(performance.now() - began);
      }
      const cpuMs = ((await cpuSeconds()) - cpuBefore) * (1000 / saves);
      console.log(
        `| ${name} (median of ${saves}) | ${median(wall).toFixed(0)} ms, ${cpuMs.toFixed(0)} ms CPU per save |`,
      );
    };
    try {
      const loaded = await api({ action: "getEntry", params: { path: file } });
      const page = JSON.parse(loaded.data);
      let base = loaded.file.id;
      await timed("a save naming its base, as the editor's page sends it", async (index) => {
        page.translations.de.title = `Geschenkideen ${index}`;
        base = (await save(page, base)).versions?.[file] ?? "";
      });
      // Someone else's save, then saves from the form that did not see it: each one merged.
      const other = await api({ action: "getEntry", params: { path: file } });
      const theirs = JSON.parse(other.data);
      theirs.translations.en.title = "Gift ideas for the first years";
      await save(theirs, other.file.id);
      await timed("a save put together with someone else's", async (index) => {
        page.translations.de.title = `Geschenkideen, zusammen ${index}`;
        const answer = await save(page, base);
        if (answer.notices?.length !== 1) throw new Error(`save ${index} was not merged: ${JSON.stringify(answer)}`);
        base = answer.versions?.[file] ?? "";
      });
    } finally {
      await editor.close();
    }
  });
}

// `-- first-load`, `-- save` or `-- persist` runs one part (`save` starts a commerce server and a build);
// `--quick` runs each part once (one first load, one save, one save of each kind with `persist`).
const args = process.argv.slice(2);
const quick = isQuickRun(args);
const part = args.find((arg) => !arg.startsWith("--"));
const parts = ["first-load", "save", "persist"];
const unknown = args.filter((arg) => arg !== quickFlag && arg !== part);
if ((part !== undefined && !parts.includes(part)) || unknown.length > 0) {
  console.log(`npm run bench:editor -w @hushling/local-stack [-- ${parts.join(" | ")}] [--quick]`);
  process.exit(unknown.length === 1 && unknown[0] === "--help" ? 0 : 1);
}
const loads = quick ? 1 : 5;
if (quick) console.log(`\n${quickRunNote}`);
console.log(`\n## Editor (${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0]?.toFixed(2)})\n`);
console.log("| measure | value |");
console.log("| --- | --- |");
if (part === "persist") await persistCost(quick ? 1 : 20);
if (!part || part === "first-load") {
  const load = await firstLoad(loads);
  console.log(`| first load, bytes over the wire (median of ${loads}) | ${(load.bytes / 1024).toFixed(0)} KB |`);
  console.log(
    `| first load to a usable collection list (median of ${loads}) | ${(load.interactiveMs / 1000).toFixed(2)} s |`,
  );
}
if (!part || part === "save") {
  const rebuild = await saveToPage();
  console.log(`| save to the changed eu/de page (one storefront rebuilt) | ${rebuild.seconds.toFixed(1)} s |`);
}
