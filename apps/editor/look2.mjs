import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
page.on("console", (m) => {
  if (m.type() === "error") console.log("console:", m.type(), m.text().slice(0, 300));
});
await page.goto("http://127.0.0.1:8299/#/collections/pages/entries/gift-guide");
await page.getByRole("button", { name: "Login" }).click();
await page.getByText("German (de)").first().waitFor();
await page.getByText("German (de)").first().click();
await page.waitForTimeout(1000);
const labels = await page.locator("label").allTextContents();
console.log(labels.slice(0, 40));
const inputs = await page.locator("input").evaluateAll((els) => els.map((e) => `${e.id}=${e.value}`));
console.log(inputs.slice(0, 30));
await page.screenshot({ path: "/tmp/ed/page.png" });
await browser.close();
