/**
 * The cart's numbers for BENCHMARKS.md: the time from an Add to cart click to the updated header cart
 * count (median and p95 of 20 clicks after 2 warm-up clicks) in Debian's Chromium against a local stack
 * on loopback (fresh SQLite commerce, the us storefront built from its export), and the product page's
 * first-load JS in that build. Prints Markdown with the date, cores and load average (other work on the
 * machine slows every number).
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../../../scripts/chromium.ts";
import { freePort } from "../../../scripts/local-stack/free-port.ts";
import { startLocalStack } from "../../../scripts/local-stack/local-stack.ts";
import { firstLoadJs } from "./first-load-js.ts";

const warmUp = 2;
const measured = 20;
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
  commerceDatabase: path.join(workDir, "commerce.sqlite"),
  buildDir,
  exportDir: path.join(workDir, "export"),
  quiet: true,
});
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
try {
  const origin = `http://us.localhost:${stack.web.port}`;
  const page = await browser.newPage();
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
      () =>
        new Promise<number>((resolve) => {
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
        }),
    );
    await page.waitForTimeout(50); // the listeners are in place
    await button.click();
    const ms = await timing;
    await page.locator(".add-to-cart[aria-busy=false]").waitFor();
    if (click >= warmUp) times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const html = await readFile(
    path.join(buildDir, "us", "client", productPath.replace(/^\//, ""), "index.html"),
    "utf8",
  );
  const js = firstLoadJs(html, path.join(buildDir, "us", "client"));
  console.log(
    `\nCart bench, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${loadBefore} before, ${load()} after\n`,
  );
  console.log("| measure | value |\n|---|---|");
  console.log(
    `| Add to cart click to updated header count, median (${measured} clicks) | ${quantile(sorted, 0.5).toFixed(1)} ms |`,
  );
  console.log(`| same, p95 | ${quantile(sorted, 0.95).toFixed(1)} ms |`);
  console.log(`| same, min / max | ${sorted[0]?.toFixed(1)} / ${sorted.at(-1)?.toFixed(1)} ms |`);
  console.log(`| product page (${productPath}) first-load JS, gzip | ${(js / 1024).toFixed(1)} KB |`);
} finally {
  await browser.close();
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
