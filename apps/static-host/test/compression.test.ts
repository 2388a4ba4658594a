import { describe, expect, it } from "vitest";
import { acceptsGzip, isCompressible, smallestCompressedBytes } from "../src/compression.ts";

describe("which answers are gzipped", () => {
  it("compresses text a page loads, not pictures or fonts that are compressed already, nor tiny files", () => {
    for (const file of ["/index.html", "/assets/root-1a2b.js", "/assets/site.css", "/images/crib.3f.svg", "/c.data"]) {
      expect(isCompressible(file, 5000), file).toBe(true);
    }
    for (const file of ["/images/photo.jpg", "/fonts/figtree.woff2", "/favicon.png", "/x.bin"]) {
      expect(isCompressible(file, 5000), file).toBe(false);
    }
    expect(isCompressible("/index.html", smallestCompressedBytes - 1)).toBe(false);
  });

  it("reads Accept-Encoding as browsers and proxies send it, q=0 refusing", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("x-gzip")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("gzip;q=nonsense")).toBe(false);
  });
});
