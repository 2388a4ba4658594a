import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parseCatalogExport } from "@hushling/catalog";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession } from "./admin-session.ts";
import {
  ensureCommerceBuild,
  exportMainJs,
  freePort,
  type RunningCommerce,
  seedingStartTimeoutMs,
  shopQuery,
  startCommerce,
  waitForIdleJobs,
} from "./commerce-process.ts";
import { ShopSession } from "./shop-session.ts";

type ProductData = {
  product: { name: string; variants: Array<{ price: number; priceWithTax: number; currencyCode: string }> };
};
type ProductsData = {
  products: {
    totalItems: number;
    items: Array<{ slug: string; variants: Array<{ price: number; currencyCode: string }> }>;
  };
};

const productsQuery =
  "{ products(options: { take: 100 }) { totalItems items { slug variants { price currencyCode } } } }";

describe("commerce on a SQLite file", () => {
  let dataDir: string;
  let env: Record<string, string>;
  let server: RunningCommerce;

  beforeAll(async () => {
    ensureCommerceBuild();
    dataDir = mkdtempSync(path.join(tmpdir(), "hushling-commerce-"));
    env = {
      COMMERCE_DATA_DIR: dataDir,
      // A folder that does not exist yet: the server must create it.
      COMMERCE_SQLITE_PATH: path.join(dataDir, "not-yet", "commerce.sqlite"),
      COMMERCE_PORT: String(await freePort()),
    };
    server = await startCommerce(env, seedingStartTimeoutMs);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds an empty database on the first start and prints the ready line and admin credentials", () => {
    expect(server.output()).toMatch(/commerce seeded 14 channels and 43 products/);
    expect(server.output()).toContain(`commerce ready http://127.0.0.1:${env.COMMERCE_PORT}`);
    expect(server.output()).toMatch(
      /commerce admin http:\/\/127\.0\.0\.1:\d+\/admin user superadmin password superadmin/,
    );
  });

  it("answers GET /health with 200", async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
  });

  it("lists the seeded baby crib and bouncer bliss with USD prices in the us channel", async () => {
    const { data, errors } = await shopQuery<ProductsData>(server.url, "us", productsQuery);
    expect(errors).toBeUndefined();
    const crib = data?.products.items.find((product) => product.slug === "baby-crib");
    expect(crib?.variants[0]).toEqual({ price: 39900, currencyCode: "USD" });
    expect(data?.products.items.map((product) => product.slug)).toContain("bouncer-bliss");
  });

  it("shows VAT-inclusive shelf prices in the de channel and prices before sales tax in the us channel", async () => {
    const query = '{ product(slug: "bouncer-bliss") { name variants { price priceWithTax currencyCode } } }';
    const us = await shopQuery<ProductData>(server.url, "us", query);
    expect(us.data?.product.variants[0]).toEqual({ price: 22900, priceWithTax: 22900, currencyCode: "USD" });
    const de = await shopQuery<ProductData>(server.url, "de", query.replace("bouncer-bliss", "babywippe-bliss"));
    const variant = de.data?.product.variants[0];
    expect(variant?.currencyCode).toBe("EUR");
    expect(variant?.priceWithTax).toBe(22900);
    expect(variant?.price).toBe(Math.round(22900 / 1.19));
  });

  it("answers in the language asked for, with translated names and slugs", async () => {
    const { data } = await shopQuery<ProductData>(
      `${server.url}`,
      "ca",
      '{ product(slug: "transat-bliss") { name variants { price priceWithTax currencyCode } } }',
      "fr",
    );
    expect(data?.product.name).toBe("Transat Bliss");
    expect(data?.product.variants[0]?.currencyCode).toBe("CAD");
  });

  // A freshly seeded shop's export fetches 252 pictures while the server still indexes; on a machine
  // shared with other suites it took up to three minutes, so it gets more than the default.
  it("exports each selected storefront language to a JSON file that passes the catalog schema", async () => {
    const exportDir = path.join(dataDir, "export");
    await promisify(execFile)(process.execPath, [exportMainJs], {
      env: {
        ...process.env,
        COMMERCE_URL: server.url,
        COMMERCE_EXPORT_DIR: exportDir,
        COMMERCE_EXPORT_STOREFRONTS: "us,hk",
      },
    });
    const read = (file: string) =>
      parseCatalogExport(JSON.parse(readFileSync(path.join(exportDir, file), "utf8")), file);
    const hk = read("hk/zh-Hant.json");
    expect(hk.currency).toBe("HKD");
    expect(hk.products.find((product) => product.key === "bouncer-bliss")?.name).toBe("嬰兒搖椅 Bliss");
    expect(read("hk/en.json").language).toBe("en");
    const us = read("us/en.json");
    expect(us.products).toHaveLength(43);
    // Bundles carry their components' keys and summed prices, for the saving (plugins/bundles).
    const set = us.products.find((product) => product.key === "bouncer-bliss-soft-friends-set");
    expect(set?.bundle?.components.map((component) => component.key)).toEqual([
      "bouncer-bliss",
      "soft-friends-elephant",
    ]);
    expect(set?.bundle?.componentsPrice).toBe(22900 + 2400);
    expect(set?.variants[0]?.price).toBe(23900);
    // The category tree: groups over the categories products are filed in; old category keys stay.
    const sleep = us.categories.find((category) => category.key === "sleep");
    expect(sleep).toMatchObject({ slug: "sleep", parent: null, children: ["cribs", "cradles", "travel-cribs"] });
    expect(us.categories.find((category) => category.key === "carrier-accessories")?.parent).toBe("babywearing");
    expect(read("hk/zh-Hant.json").categories.find((category) => category.key === "sleep")?.name).toBe("睡眠");
    // Every picture is a file of the export, named by its content; commerce need not run to show it.
    const crib = us.products.find((product) => product.key === "baby-crib");
    for (const image of [crib?.image, ...(crib?.variants.map((variant) => variant.image) ?? [])]) {
      expect(image?.width).toBeGreaterThan(0);
      expect(readFileSync(path.join(exportDir, image?.file ?? "missing"), "utf8")).toMatch(/^<svg /);
    }
    expect(new Set(crib?.variants.map((variant) => variant.image?.file)).size).toBe(crib?.variants.length);
    // Each variant carries its commerce id: the cart adds exactly that variant.
    const chalk = crib?.variants[1];
    const added = await new ShopSession(server.url, "us").client.addToOrder(chalk?.id ?? "");
    expect(added.ok && added.order.lines.map((line) => line.productVariant.sku)).toEqual([chalk?.sku]);
    // Each colour carries its gallery (front, side, in use) with alt text in the export's language;
    // every product and variant has pictures of its own.
    expect(crib?.variants[1]?.gallery?.map(({ view, alt }) => ({ view, alt }))).toEqual([
      { view: "front", alt: "Baby Crib in chalk white, front view" },
      { view: "side", alt: "Baby Crib in chalk white, side view" },
      { view: "in-use", alt: "Baby Crib in chalk white, in use" },
    ]);
    const hkCrib = hk.products.find((product) => product.key === "baby-crib");
    expect(hkCrib?.gallery?.[1]?.alt).toBe("嬰兒床（原色樺木）側面圖");
    const owners = new Map<string, string>();
    for (const product of us.products) {
      expect(product.gallery?.length, product.key).toBeGreaterThanOrEqual(3);
      for (const variant of product.variants) {
        expect(variant.gallery?.[0]?.file, variant.sku).toBe(variant.image?.file);
        for (const picture of variant.gallery ?? []) {
          expect(owners.get(picture.file) ?? variant.sku, picture.file).toBe(variant.sku);
          owners.set(picture.file, variant.sku);
          expect(readFileSync(path.join(exportDir, picture.file), "utf8")).toMatch(/<title>/);
        }
      }
    }
  }, 480_000);

  it("serves every storefront as a channel with its currency and default language", async () => {
    for (const storefront of storefrontRegistry.storefronts) {
      const { data } = await shopQuery<{
        activeChannel: { code: string; currencyCode: string; defaultLanguageCode: string };
      }>(server.url, storefront.id, "{ activeChannel { code currencyCode defaultLanguageCode } }");
      expect(data?.activeChannel).toEqual({
        code: storefront.id,
        currencyCode: storefront.currency,
        defaultLanguageCode: storefront.languages[0]?.code.replace("-", "_"),
      });
    }
  });

  it("indexes the seeded catalog once, every collection filled, and leaves no index update for later", async () => {
    await waitForIdleJobs(server.url, seedingStartTimeoutMs);
    const admin = new AdminSession(server.url);
    // Buffered updates would be flushed into another whole index a minute after the start.
    const { jobBufferSize } = await admin.call<{ jobBufferSize: Array<{ bufferId: string; size: number }> }>(
      "{ jobBufferSize { bufferId size } }",
    );
    expect(jobBufferSize.filter((buffer) => buffer.size > 0)).toEqual([]);
    const { collections } = await admin.call<{
      collections: { items: Array<{ id: string; slug: string; productVariants: { totalItems: number } }> };
    }>("{ collections(options: { take: 100 }) { items { id slug productVariants { totalItems } } } }");
    expect(collections.items).toHaveLength(11);
    for (const collection of collections.items) {
      const { search } = await admin.call<{ search: { totalItems: number } }>(
        `{ search(input: { collectionId: "${collection.id}", groupByProduct: false, take: 1 }) { totalItems } }`,
      );
      expect({ slug: collection.slug, indexed: search.totalItems }).toEqual({
        slug: collection.slug,
        indexed: collection.productVariants.totalItems,
      });
      expect(collection.productVariants.totalItems).toBeGreaterThan(0);
    }
  });

  it("stops with exit code 0 on SIGTERM and does not seed again on the next start", async () => {
    const before = await shopQuery<ProductsData>(server.url, "us", productsQuery);
    expect(await server.stop()).toBe(0);
    server = await startCommerce(env);
    expect(server.output()).not.toContain("commerce seeded");
    const after = await shopQuery<ProductsData>(server.url, "us", productsQuery);
    expect(after.data?.products.totalItems).toBe(before.data?.products.totalItems);
  });
});
