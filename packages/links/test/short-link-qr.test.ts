import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { storefrontRegistry } from "@hushling/storefronts";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  defaultQrHost,
  type ParsedLinkFile,
  parseQrHost,
  QrHostError,
  qrCodeSvg,
  qrMatrix,
  quietZoneModules,
  shortLinkQrUrl,
} from "../src/index.ts";
import { loadLinkFiles, writeShortLinkQrCodes } from "../src/node/index.ts";
import { decodeQr, rasterize, svgModules } from "./qr-raster.ts";

let links: ParsedLinkFile[];
beforeAll(async () => {
  links = await loadLinkFiles();
});

const usOrigin = `https://${storefrontRegistry.byId("us").host}`;

describe("shortLinkQrUrl", () => {
  it("is the lowercase short link on the US storefront's configured host, trailing slash included", () => {
    expect(defaultQrHost()).toBe(usOrigin);
    expect(shortLinkQrUrl("baby-crib")).toBe(`${usOrigin}/redirects/baby-crib/`);
  });

  it("takes another https host from configuration, normalised to its origin", () => {
    expect(shortLinkQrUrl("cradle", "https://Links.Example.ORG/")).toBe("https://links.example.org/redirects/cradle/");
  });

  it("refuses a host that is not https, or has a path, query or fragment, saying why", () => {
    const refused: [string, RegExp][] = [
      ["http://www.hushling.example", /must use https/],
      ["www.hushling.example", /not an absolute URL/],
      ["https://www.hushling.example/shop", /must not have a path/],
      ["https://www.hushling.example/redirects/", /must not have a path/],
      ["https://www.hushling.example/?utm_source=print", /must not have a query/],
      ["https://www.hushling.example?", /must not have a query/],
      ["https://www.hushling.example/#top", /must not have a #fragment/],
      ["https://print:secret@www.hushling.example", /must not carry credentials/],
    ];
    for (const [host, reason] of refused) {
      expect(() => parseQrHost(host), host).toThrow(QrHostError);
      expect(() => shortLinkQrUrl("cradle", host), host).toThrow(reason);
      expect(() => shortLinkQrUrl("cradle", host), host).toThrow(`QR host "${host}"`);
    }
  });

  it("refuses a slug that is not one", () => {
    expect(() => shortLinkQrUrl("Baby Crib")).toThrow(/not a short-link slug/);
  });
});

describe("print-grade QR codes", () => {
  it("decode back to their URL for every link, at level Q or better, with a 4-module quiet zone", () => {
    expect(links.length).toBeGreaterThan(40);
    for (const { link } of links) {
      const url = shortLinkQrUrl(link.slug);
      const matrix = qrMatrix(url);
      const modules = svgModules(qrCodeSvg(matrix));

      expect(modules.side, link.slug).toBe(17 + 4 * matrix.version + 2 * quietZoneModules);
      const border = (index: number) => index < quietZoneModules || index >= modules.side - quietZoneModules;
      const darkInQuietZone = modules.dark.some((row, y) => row.some((dark, x) => dark && (border(x) || border(y))));
      expect(darkInQuietZone, `${link.slug}: dark module in the quiet zone`).toBe(false);
      // The finder pattern's corner sits right inside the quiet zone: the symbol starts where we say.
      expect(modules.dark[quietZoneModules]?.[quietZoneModules], link.slug).toBe(true);

      const decoded = decodeQr(rasterize(modules, 3));
      expect(decoded.text, link.slug).toBe(url);
      expect(["Q", "H"], link.slug).toContain(decoded.level);
      expect(decoded.level, link.slug).toBe(matrix.errorCorrection);
    }
  });

  it("still decode with a band of flipped modules across the data area (a scuffed package)", () => {
    const matrix = qrMatrix(shortLinkQrUrl("packaging-inside-post-purchase-baby-crib"));
    const modules = svgModules(qrCodeSvg(matrix));
    // Symbol rows 10-17, columns 10 to size-10: clear of finders, timing, format and version information.
    // Measured: the same band makes this link's level-M code (version 5) unreadable.
    const first = quietZoneModules + 10;
    for (const row of modules.dark.slice(first, first + 8)) {
      for (let x = first; x < quietZoneModules + matrix.size - 10; x++) row[x] = !row[x];
    }
    expect(decodeQr(rasterize(modules, 3)).text).toBe(matrix.text);
  });

  it("are vector-only, crisp, black on white, titled with the URL, with integer module coordinates", () => {
    const url = shortLinkQrUrl("cradle");
    const svg = qrCodeSvg(qrMatrix(url));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges"/,
    );
    expect(svg).toContain(`<title>${url}</title>`);
    expect(svg.match(/<(\w+)/g)).toEqual(["<svg", "<title", "<rect", "<path"]);
    expect(svg.match(/fill="[^"]*"/g)?.sort()).toEqual(['fill="#000"', 'fill="#fff"']);
    expect(svg).not.toMatch(/\d\.\d|<image|[cCqQaAsStT]\d/);
  });

  it("give the same bytes for the same link (meaningful diffs), pinned against generator upgrades", () => {
    const url = "https://www.hushling.example/redirects/cradle/";
    const svg = qrCodeSvg(qrMatrix(url));
    expect(qrCodeSvg(qrMatrix(url))).toBe(svg);
    // A qrcode upgrade that picks another mask or version changes every printed file: review it on purpose.
    expect(createHash("sha256").update(svg).digest("hex")).toBe(
      "5f4b4634a79b0b53103f7c38e4d7f3184a7c65fc426668ebd1b2113de325a93a",
    );
  });
});

describe("writeShortLinkQrCodes", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hushling-qr-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes one SVG per link and a contact sheet naming slug, kind, URL and code", async () => {
    const out = path.join(dir, "codes");
    await writeShortLinkQrCodes(
      out,
      [
        { slug: "qr-kitchen-1", kind: "store-sign" },
        { slug: "baby-crib", kind: "social" },
      ],
      "https://print.example",
    );
    expect((await readdir(out)).sort()).toEqual(["baby-crib.svg", "index.html", "qr-kitchen-1.svg"]);
    const svg = await readFile(path.join(out, "baby-crib.svg"), "utf8");
    expect(decodeQr(rasterize(svgModules(svg), 3)).text).toBe("https://print.example/redirects/baby-crib/");
    const sheet = await readFile(path.join(out, "index.html"), "utf8");
    expect(sheet.indexOf("<td>baby-crib</td><td>social</td>")).toBeGreaterThan(0);
    expect(sheet.indexOf("<td>baby-crib</td>")).toBeLessThan(sheet.indexOf("<td>qr-kitchen-1</td><td>store-sign</td>"));
    expect(sheet).toContain('href="https://print.example/redirects/qr-kitchen-1/"');
    expect(sheet).toContain('<img src="qr-kitchen-1.svg"');
  });

  it("writes nothing for a host it refuses", async () => {
    const out = path.join(dir, "codes");
    await expect(
      writeShortLinkQrCodes(out, [{ slug: "baby-crib", kind: "social" }], "http://print.example"),
    ).rejects.toThrow(/must use https/);
    expect(await readdir(dir)).toEqual([]);
  });
});
