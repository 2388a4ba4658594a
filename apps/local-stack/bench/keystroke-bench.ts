/**
 * Keystroke to rendered suggestions in Debian's Chromium, over loopback: the us storefront built from a
 * fresh commerce export (not timed), the search service beside it, and a page that types terms into the
 * header's search overlay. Each keystroke is timed in the page from its `input` event to the frame after
 * the listbox holds the options for that text (`data-term`), and split into its parts: input to request
 * start, the request, response to React commit, commit to the frame. The next key is pressed once the
 * previous one rendered, so every keystroke is measured on its own.
 *
 * Two catalogs: the storefront's real export, then (the same storefront, the service restarted on the
 * same port) 5,000 generated products, the size the server numbers of search-bench.ts use.
 * Prints Markdown with the date, cores and load average: other work on the machine slows every number.
 * `-- --quick`: one keystroke of the first term per row, no warm-up, 50 generated products.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { readSearchSettings, startSearchApp } from "@hushling/search";
import { writeGeneratedExports } from "@hushling/search/generated-catalog";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { freePort } from "@hushling/test-support/free-port";
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { startLocalStack } from "../src/local-stack.ts";

if (process.argv.includes("--help")) {
  console.log(
    "npm run bench:keystrokes -w @hushling/local-stack [-- --quick] (SEARCH_KEYSTROKE_TERMS=a,b,c, SEARCH_BENCH_PRODUCTS=5000)",
  );
  process.exit(0);
}
const quick = isQuickRun(process.argv);
const terms = (process.env.SEARCH_KEYSTROKE_TERMS ?? "carrier,crib,bouncer,travel,blanket")
  .split(",")
  .slice(0, quick ? 1 : undefined);
/** Keys typed of each term: all of it, or the first one in a quick run. */
const keysOf = (term: string) => (quick ? 1 : term.length);
const generatedProducts = Number(process.env.SEARCH_BENCH_PRODUCTS ?? (quick ? 50 : 5000));
const load = () => loadavg()[0]?.toFixed(2) ?? "?";
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

/** One keystroke's moments, in the page's clock (ms since navigation). */
type Keystroke = {
  term: string;
  input: number;
  requestStart?: number;
  responseEnd?: number;
  commit: number;
  frame: number;
};

/**
 * Installed before the page's own scripts: remembers every input event of the overlay's combobox and,
 * when the listbox's data-term names that text, the commit (the mutation) and the next frame. Fetches of
 * the search endpoint come from Resource Timing (start and response end are visible cross-origin).
 * Plain JavaScript in a string: functions handed to the page would carry tsx's name helpers with them.
 */
function probeScript(searchPath: string): string {
  return `(() => {
  const probe = { pending: [], fetches: [] };
  window.__keystrokeProbe = probe;
  const normalise = (text) => text.replace(/\\s+/gu, " ").trim().toLowerCase();
  document.addEventListener("input", (event) => {
    if (event.target.getAttribute("role") === "combobox")
      probe.pending.push({ term: normalise(event.target.value), input: event.timeStamp });
  }, { capture: true });
  new MutationObserver((records) => {
    for (const record of records) {
      const term = record.target.dataset.term;
      const keystroke = probe.pending.find((entry) => entry.term === term && entry.commit === undefined);
      if (!keystroke) continue;
      keystroke.commit = performance.now();
      requestAnimationFrame(() => { keystroke.frame = performance.now(); });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-term"] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (new URL(entry.name).pathname === ${JSON.stringify(searchPath)} && entry.initiatorType === "fetch")
        probe.fetches.push({ start: entry.startTime, end: entry.responseEnd });
  }).observe({ type: "resource", buffered: true });
  window.__keystrokeRendered = (wanted) => new Promise((resolve, reject) => {
    const gaveUp = setTimeout(() => reject(new Error("no options rendered for " + wanted)), 30000);
    const check = () => {
      if (!probe.pending.some((entry) => entry.term === wanted && entry.frame !== undefined))
        return void setTimeout(check, 10);
      clearTimeout(gaveUp);
      resolve();
    };
    check();
  });
})();`;
}

/** Opens the page and the search overlay; resolves once its text box is there. */
async function openOverlay(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await page.locator("#route-announcer").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("dialog").getByRole("combobox");
  await box.waitFor();
  return box;
}

/** Types the keys one at a time, each once the previous one rendered, and reads the probe. */
async function typeKeys(page: Page, box: Locator, term: string, keys: number): Promise<Keystroke[]> {
  for (let length = 1; length <= keys; length += 1) {
    await box.press(term[length - 1] as string);
    await page.evaluate(`__keystrokeRendered(${JSON.stringify(term.slice(0, length))})`);
    await page.waitForTimeout(100);
  }
  // Resource entries are delivered a little after the response; give the observer a moment.
  await page.waitForTimeout(200);
  const probe = (await page.evaluate("window.__keystrokeProbe")) as {
    pending: { term: string; input: number; commit?: number; frame?: number }[];
    fetches: { start: number; end: number }[];
  };
  return probe.pending
    .filter((entry) => entry.commit !== undefined && entry.frame !== undefined)
    .map((entry) => {
      const request = probe.fetches.find(
        (fetch) => fetch.start >= entry.input && fetch.end <= (entry.commit as number),
      );
      return {
        term: entry.term,
        input: entry.input,
        requestStart: request?.start,
        responseEnd: request?.end,
        commit: entry.commit as number,
        frame: entry.frame as number,
      };
    });
}

/** A term typed whole; a fresh page per term, so the client's memory of identical requests answers none. */
async function typeTerm(page: Page, origin: string, term: string): Promise<Keystroke[]> {
  return typeKeys(page, await openOverlay(page, origin), term, keysOf(term));
}

/**
 * A visit's first keystroke: a new browser profile (empty HTTP cache and storage) opens the overlay and
 * types one letter at once, so the overlay's code, the merchant files and the CORS preflight are all
 * still to come.
 */
async function firstKeystroke(browser: Browser, origin: string, searchPath: string, term: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(probeScript(searchPath));
    return await typeKeys(page, await openOverlay(page, origin), term, 1);
  } finally {
    await context.close();
  }
}

function summary(label: string, keystrokes: Keystroke[]): string {
  const stat = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length ? `${quantile(sorted, 0.5).toFixed(1)} / ${quantile(sorted, 0.95).toFixed(1)}` : "-";
  };
  const fetched = keystrokes.filter((entry) => entry.requestStart !== undefined);
  return `| ${label} | ${keystrokes.length} (${fetched.length} fetched) | **${stat(keystrokes.map((k) => k.frame - k.input))}** | ${stat(
    fetched.map((k) => (k.requestStart as number) - k.input),
  )} | ${stat(fetched.map((k) => (k.responseEnd as number) - (k.requestStart as number)))} | ${stat(
    fetched.map((k) => k.commit - (k.responseEnd as number)),
  )} | ${stat(keystrokes.map((k) => k.frame - k.commit))} |`;
}

const workDir = await mkdtemp(path.join(tmpdir(), "hushling-keystroke-bench-"));
console.log("Keystroke bench: starting commerce, building us and starting search (not timed)...");
const search = readSearchSettings({
  SEARCH_PORT: String(await freePort()),
  SEARCH_SQLITE_PATH: path.join(workDir, "search-events.sqlite"),
  SEARCH_WATCH_INTERVAL_MS: "0",
});
const stack = await startLocalStack({
  storefronts: ["us"],
  commercePort: await freePort(),
  webPort: await freePort(),
  commerceData: { database: path.join(workDir, "commerce.sqlite") },
  buildDir: path.join(workDir, "build"),
  exportDir: path.join(workDir, "export"),
  search,
  quiet: true,
});
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
const rows: string[] = [];
const loadBefore = load();
try {
  const origin = `http://us.localhost:${stack.web.port}`;
  const page = await browser.newPage();
  await page.addInitScript(probeScript(search.paths.search));
  const measure = async () => {
    if (!quick) await typeTerm(page, origin, "swaddle"); // warm-up: chunks, connections, the CORS preflight
    const all: Keystroke[] = [];
    for (const term of terms) all.push(...(await typeTerm(page, origin, term)));
    return all;
  };
  const firsts: Keystroke[] = [];
  for (const term of quick ? terms : [...terms, ...terms])
    firsts.push(...(await firstKeystroke(browser, origin, search.paths.search, term)));
  rows.push(summary("storefront's export, a visit's first keystroke (new profile)", firsts));
  rows.push(summary("storefront's export (real catalog)", await measure()));

  // The same storefront against 5,000 generated products: the service restarted on its port.
  await stack.search?.close();
  const generatedDir = path.join(workDir, "generated");
  writeGeneratedExports(generatedDir, generatedProducts);
  const generated = await startSearchApp(
    { ...search, exportDir: generatedDir, database: { kind: "sqlite", file: path.join(workDir, "generated.sqlite") } },
    { log: () => undefined },
  );
  try {
    rows.push(summary(`${generatedProducts} generated products`, await measure()));
  } finally {
    await generated.close();
  }
} finally {
  await browser.close();
  await stack.stop().catch(() => undefined);
  await rm(workDir, { recursive: true, force: true });
}
if (quick) console.log(`\n${quickRunNote}`);
console.log(
  `\nKeystroke to rendered suggestions, Chromium over loopback, us storefront, terms ${terms.join(", ")} typed ${quick ? "one key each" : "one key at a time"}; ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadBefore} before, ${load()} after\n`,
);
console.log(
  "| catalog | keystrokes | **input to frame**, median / p95 ms | input to request start | request (start to response end) | response to commit | commit to frame |",
);
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
