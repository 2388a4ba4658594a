/**
 * The cart's numbers for BENCHMARKS.md: the time from an Add to cart click to the updated header cart
 * count (median and p95 of 18 clicks after 2 warm-up clicks, 20 units in all: the smallest seeded stock)
 * in Debian's Chromium against a local stack on loopback (fresh SQLite commerce, the us storefront built
 * from its export), and the first-load JS of the product, checkout and order confirmation pages in that
 * build. The visitor has chosen "necessary only", as in the browser tests, so the consent banner covers
 * nothing. Prints Markdown with the date, cores and load average (other work on the machine slows every
 * number). `-- --quick`: one click, no warm-up.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { firstLoadJs } from "@hushling/storefront/first-load-js";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { freePort } from "@hushling/test-support/free-port";
import { chromium } from "@playwright/test";
import { necessaryOnlyConsentState } from "../../../tests/e2e/consent-choice.ts";
import { startLocalStack } from "../src/local-stack.ts";

if (process.argv.includes("--help")) {
  console.log(
    "npm run bench:cart -w @hushling/local-stack [-- --quick]: add to cart in Chromium on a local stack of us",
  );
  process.exit(0);
}
const quick = isQuickRun(process.argv);
const warmUp = quick ? 0 : 2;
const measured = quick ? 1 : 18;
/** A click whose count never changes (a refused add) fails the bench instead of hanging it. */
const clickTimeoutMs = 30_000;
const load = () => loadavg()[0]?.toFixed(2) ?? "?";
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const workDir = await mkdtemp(path.join(tmpdir(), "hushling-cart-bench-"));
const buildDir = path.join(workDir, "build");
console.log("Cart bench: starting commerce and building us (not timed)...");
const stack = await startLocalStack({
  storefronts: ["us"],
  commercePort: await freePort(),
  webPort: await freePort(),
  commerceData: { database: path.join(workDir, "commerce.sqlite") },
  buildDir,
  exportDir: path.join(workDir, "export"),
  quiet: true,
});
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
try {
  const origin = `http://us.localhost:${stack.web.port}`;
  const context = await browser.newContext({ storageState: necessaryOnlyConsentState() });
  const page = await context.newPage();
  await page.goto(`${origin}/404/`);
  const productPath = await page.evaluate(async () => {
    const sitemap = await (await fetch("/sitemap.xml")).text();
    for (const [, path] of sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*products\/[^<]*)<\/loc>/g)) {
      const html = await (await fetch(path ?? "/")).text();
      if (/class="add-to-cart"(?![^>]*disabled)/.test(html)) return path ?? null;
    }
    return null;
  });
  if (!productPath) throw new Error("no product in stock on us");
  await page.goto(`${origin}${productPath}`);
  await page.locator("#route-announcer").waitFor({ state: "attached" });
  const button = page.getByRole("button", { name: "Add to cart" });

  const loadBefore = load();
  const times: number[] = [];
  for (let click = 0; click < warmUp + measured; click += 1) {
    // Timed in the page: from the click event to the mutation that writes the new count.
    const timing = page.evaluate(
      (timeoutMs) =>
        new Promise<number>((resolve, reject) => {
          const count = document.querySelector('[data-testid="cart-count"]');
          if (!count) throw new Error("no cart count in the header");
          const before = count.textContent;
          let started = 0;
          document.addEventListener("click", () => (started = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (count.textContent !== before && started) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(count, { childList: true, characterData: true, subtree: true });
          setTimeout(() => {
            observer.disconnect();
            reject(new Error(`the header count stayed ${before} for ${timeoutMs / 1000} s after the click`));
          }, timeoutMs);
        }),
      clickTimeoutMs,
    );
    await page.waitForTimeout(50); // the listeners are in place
    await button.click();
    const ms = await timing;
    await page.locator(".add-to-cart[aria-busy=false]").waitFor();
    if (click >= warmUp) times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const client = path.join(buildDir, "us", "client");
  const pageJs = async (pagePath: string) =>
    firstLoadJs(await readFile(path.join(client, pagePath.replace(/^\//, ""), "index.html"), "utf8"), client);
  const firstLoads: [string, number][] = [
    [`product page (${productPath})`, await pageJs(productPath)],
    ["checkout (/checkout/)", await pageJs("/checkout/")],
    ["order confirmation (/order/)", await pageJs("/order/")],
  ];
  if (quick) console.log(`\n${quickRunNote}`);
  console.log(
    `\nCart bench, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log("| measure | value |\n|---|---|");
  console.log(
    `| Add to cart click to updated header count, median (${measured} clicks) | ${quantile(sorted, 0.5).toFixed(1)} ms |`,
  );
  console.log(`| same, p95 | ${quantile(sorted, 0.95).toFixed(1)} ms |`);
  console.log(`| same, min / max | ${sorted[0]?.toFixed(1)} / ${sorted.at(-1)?.toFixed(1)} ms |`);
  for (const [name, bytes] of firstLoads)
    console.log(`| ${name} first-load JS, gzip | ${(bytes / 1024).toFixed(1)} KB |`);
} finally {
  await browser.close();
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
