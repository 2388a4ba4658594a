import { describe, expect, it } from "vitest";
import {
  createPrefetchQueue,
  prefetchAllowed,
  prefetchablePath,
  prefetchBatchSize,
} from "../app/site/runtime/prefetch-batches.ts";

describe("createPrefetchQueue", () => {
  it("hands out visible pages in batches of four, in the order they were seen", () => {
    const queue = createPrefetchQueue();
    for (const path of ["/a/", "/b/", "/c/", "/d/", "/e/", "/f/"]) queue.add(path);
    expect(prefetchBatchSize).toBe(4);
    expect(queue.take()).toEqual(["/a/", "/b/", "/c/", "/d/"]);
    expect(queue.take()).toEqual(["/e/", "/f/"]);
    expect(queue.take()).toEqual([]);
  });

  it("hands out each page once, even when it comes into view again", () => {
    const queue = createPrefetchQueue();
    queue.add("/a/");
    queue.add("/a/");
    expect(queue.take()).toEqual(["/a/"]);
    queue.add("/a/");
    expect(queue.size).toBe(0);
  });
});

describe("prefetchAllowed", () => {
  it("prefetches without connection hints and on fast connections", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g", saveData: false })).toBe(true);
  });

  it("does not prefetch with Save-Data or on 2G", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("prefetchablePath", () => {
  const current = { origin: "http://ca.localhost:8080", pathname: "/" };

  it("keeps pages of this site, without query or hash", () => {
    expect(prefetchablePath("/fr/produits/?a=1#x", current)).toBe("/fr/produits/");
    expect(prefetchablePath("http://ca.localhost:8080/stores/", current)).toBe("/stores/");
  });

  it("leaves out other origins, the current page, files, short links and bad addresses", () => {
    expect(prefetchablePath("https://de.hushling.example/", current)).toBeUndefined();
    expect(prefetchablePath("/#top", current)).toBeUndefined();
    expect(prefetchablePath("/sitemap.xml", current)).toBeUndefined();
    expect(prefetchablePath("/redirects/baby-crib/", current)).toBeUndefined();
    expect(prefetchablePath("http://[bad", current)).toBeUndefined();
  });
});
