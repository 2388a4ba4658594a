import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyCatalogImages } from "../app/catalog/catalog-images.server.ts";
import { loadCatalog } from "../app/catalog/catalog-source.server.ts";
import { sleepCatalog } from "./catalog-fixture.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "hushling-catalog-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Each test has its own export folder (the catalog cache is keyed by file), for the storefront gb.
const gb = storefrontRegistry.byId("gb");
const writeExport = (exportDir: string, json: unknown) => {
  mkdirSync(path.join(exportDir, "gb"), { recursive: true });
  writeFileSync(path.join(exportDir, "gb", "en.json"), JSON.stringify(json));
};

describe("loadCatalog", () => {
  it("names the missing export file and the command that writes it", async () => {
    await expect(loadCatalog(gb, "en", dir)).rejects.toThrow(
      new RegExp(`${path.join(dir, "gb", "en.json")} does not exist.*npm run export -w @hushling/commerce`),
    );
  });

  it("names the file and field of an invalid export", async () => {
    writeExport(dir, { ...sleepCatalog, storefront: "gb", currency: "pounds" });
    await expect(loadCatalog(gb, "en", dir)).rejects.toThrow(/gb\/en\.json: currency/);
  });

  it("reads a valid export", async () => {
    writeExport(dir, { ...sleepCatalog, storefront: "gb", currency: "GBP" });
    expect((await loadCatalog(gb, "en", dir)).categories[0]?.key).toBe("sleep");
  });
});

describe("copyCatalogImages", () => {
  it("copies every picture the catalog names into the build's /images/", async () => {
    const exportDir = path.join(dir, "export");
    writeExport(exportDir, { ...sleepCatalog, storefront: "gb", currency: "GBP" });
    mkdirSync(path.join(exportDir, "images"));
    writeFileSync(path.join(exportDir, "images", "baby-crib-natural-birch.0123456789.svg"), "<svg/>");
    writeFileSync(path.join(exportDir, "images", "crib-birch.abcdef0123.svg"), "<svg/>");
    const client = path.join(dir, "client");
    expect(await copyCatalogImages(gb, client, exportDir)).toBe(2);
    expect(existsSync(path.join(client, "images", "crib-birch.abcdef0123.svg"))).toBe(true);
    expect(existsSync(path.join(client, "images", "baby-crib-natural-birch.0123456789.svg"))).toBe(true);
  });

  it("fails naming a picture the export lacks", async () => {
    const exportDir = path.join(dir, "broken-export");
    writeExport(exportDir, { ...sleepCatalog, storefront: "gb", currency: "GBP" });
    await expect(copyCatalogImages(gb, path.join(dir, "client"), exportDir)).rejects.toThrow(
      /images\/(baby-crib-natural-birch|crib-birch)\.[0-9a-f]{10}\.svg is missing though the gb catalog names it/,
    );
  });
});
