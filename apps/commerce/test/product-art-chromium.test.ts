/// <reference lib="dom" />
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromiumArgs, chromiumExecutablePath } from "@hushling/test-support/chromium";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogIllustrations } from "../src/catalog/catalog-illustrations.ts";
import { repoRoot } from "../src/commerce-settings.ts";

const illustrations = catalogIllustrations();
const outputDir = path.join(repoRoot, "test-results", "product-art");
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** One block per product: its first colour's gallery, captioned with each picture's title. */
function contactSheet(): string {
  const blocks = [...illustrations].map(([key, pictures]) => {
    const first = pictures.filter((picture) => picture.colour === pictures[0]?.colour);
    const images = first.map((picture) => `<img src="${dataUri(picture.svg)}" width="150" height="150" alt="">`);
    return `<section><h2>${key}</h2>${images.join("")}</section>`;
  });
  return (
    "<!doctype html><style>body{margin:8px;display:grid;grid-template-columns:repeat(4,460px);gap:8px;" +
    "font:12px sans-serif}h2{font-size:12px;margin:2px 0}img{margin-right:2px}</style>" +
    blocks.join("")
  );
}

/** Every colour's front view, to compare colours at a glance. */
function colourSheet(): string {
  const images = [...illustrations.values()]
    .flat()
    .filter((picture) => picture.view === "front")
    .map((picture) => `<img src="${dataUri(picture.svg)}" width="100" height="100" alt="">`);
  return `<!doctype html><style>body{margin:8px;width:1220px}img{margin:1px}</style>${images.join("")}`;
}

describe("product illustrations in Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("parse as SVG documents with a title, and draw more than the background", async () => {
    const page = await browser.newPage();
    const pictures = [...illustrations.values()].flat().map(({ file, svg }) => ({ file, svg }));
    const problems = await page.evaluate(async (all) => {
      const found: string[] = [];
      const canvas = document.createElement("canvas");
      canvas.width = 100;
      canvas.height = 100;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      for (const { file, svg } of all) {
        const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
        const root = parsed.documentElement;
        if (parsed.querySelector("parsererror") || root.localName !== "svg") found.push(`${file}: not well-formed`);
        if (root.getAttribute("role") !== "img" || !root.querySelector(":scope > title")?.textContent?.trim())
          found.push(`${file}: no role img and title`);
        const image = new Image();
        image.src = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
        await image.decode().catch(() => found.push(`${file}: does not decode`));
        if (image.naturalWidth !== 400 || !context) continue;
        context.clearRect(0, 0, 100, 100);
        context.drawImage(image, 0, 0, 100, 100);
        const pixels = context.getImageData(0, 0, 100, 100).data;
        let drawn = 0;
        for (let index = 0; index < pixels.length; index += 4) {
          const distance =
            Math.abs((pixels[index] ?? 0) - 0xf6) +
            Math.abs((pixels[index + 1] ?? 0) - 0xf1) +
            Math.abs((pixels[index + 2] ?? 0) - 0xea);
          if (distance > 30) drawn += 1;
        }
        if (drawn < 300) found.push(`${file}: only ${drawn} of 10000 pixels drawn`);
      }
      return found;
    }, pictures);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("render a contact sheet of every product and one of every colour into test-results/product-art", async () => {
    mkdirSync(outputDir, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 1880, height: 800 } });
    for (const [name, html] of [
      ["contact-sheet.png", contactSheet()],
      ["colours.png", colourSheet()],
    ] as const) {
      await page.setContent(html);
      await page.evaluate(() => Promise.all(Array.from(document.images).map((image) => image.decode())));
      const broken = await page.evaluate(
        () => Array.from(document.images).filter((image) => image.naturalWidth === 0).length,
      );
      expect(broken).toBe(0);
      await page.screenshot({ path: path.join(outputDir, name), fullPage: true });
    }
    await page.close();
  });
});
