import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { test } from "./test.ts";

/**
 * Short links on the local stack land on the local storefronts: the static redirect pages and the redirect
 * server both send visitors to `http://{id}.localhost:{port}/`, where the page itself answers.
 */

const webPort = () => process.env.E2E_WEB_PORT;
const cli = fileURLToPath(new URL("../../packages/links/src/node/cli/links-cli.ts", import.meta.url));

function runLinks(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", import.meta.resolve("tsx"), cli, ...args],
      { env: { ...process.env, INIT_CWD: "", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test.describe("a short link opened in Paris", () => {
  test.use({ locale: "en", timezoneId: "Europe/Paris" });

  test("lands on the local fr storefront's page, status 200", async ({ page }) => {
    const landed = page.waitForResponse((response) => new URL(response.url()).hostname === "fr.localhost");
    await page.goto(`http://us.localhost:${webPort()}/redirects/qr-package-baby-crib/`);
    const response = await landed;
    expect(response.status()).toBe(200);
    expect(response.url()).toBe(
      `http://fr.localhost:${webPort()}/produits/lits-bebe/lit-bebe/?utm_source=qr-code&utm_medium=qrcode&utm_campaign=pre-purchase`,
    );
    await expect(page).toHaveURL(response.url());
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page.locator("h1")).toBeVisible();
  });
});

test("links check --live passes against the running local stack", async () => {
  test.setTimeout(600_000);
  const result = await runLinks(["check", "--live", "--base", process.env.E2E_LINKS_URL ?? "", "--concurrency", "8"], {
    STOREFRONT_ORIGINS: "local",
    WEB_PORT: webPort() ?? "",
  });
  expect(result.stderr).toBe("");
  expect(result.stdout).toMatch(
    /links check --live: \d+ targets of 51 links \(every country and the default\), \d+ good, 0 bad/,
  );
  expect(result.code).toBe(0);
});
