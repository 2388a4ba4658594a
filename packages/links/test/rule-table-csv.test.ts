import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatRuleTableCsv, parseCsvRecords, parseRuleTableCsv, type RedirectRule } from "../src/index.ts";
import { defaultLinksDir, exportRuleTableCsv, importRuleTableCsv, loadRedirectRules } from "../src/node/index.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "links-csv-"));
  await cp(defaultLinksDir, path.join(dir, "links"), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function snapshot(linksDir: string): Promise<Map<string, string>> {
  const names = (await readdir(linksDir)).sort();
  return new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(linksDir, name), "utf8")] as const)),
  );
}

/** Exports, lets `edit` change line `line` (1-based) of the CSV, imports; returns the import error or result. */
async function importEdited(edit: (lines: string[]) => void) {
  const links = path.join(dir, "links");
  const lines = (await exportRuleTableCsv(links)).split("\r\n");
  edit(lines);
  const csvFile = path.join(dir, "rules.csv");
  await writeFile(csvFile, lines.join("\r\n"));
  return importRuleTableCsv(csvFile, links).catch((error: Error) => error);
}

describe("rule table CSV", () => {
  it("round-trips the whole table: export then import leaves every link file byte for byte", async () => {
    const links = path.join(dir, "links");
    const before = await snapshot(links);
    const result = await importEdited(() => {});
    expect(result).toEqual({ written: [], unchanged: 51, notInTable: [] });
    expect(await snapshot(links)).toEqual(before);
  });

  it("parses back to the same rules it was written from, quotes and all", async () => {
    const rules = await loadRedirectRules();
    const { rows, problems } = parseRuleTableCsv("rules.csv", formatRuleTableCsv(rules));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.rule)).toEqual(rules);
    expect(rows[0]?.line).toBe(2);
    const odd: RedirectRule[] = [
      {
        ...(rules[0] as RedirectRule),
        toPath: "https://www.hushling.example/pages/a,b/?utm_source=x&utm_medium=y&utm_campaign=z",
      },
    ];
    expect(formatRuleTableCsv(odd)).toContain('"https://www.hushling.example/pages/a,b/?');
    expect(parseRuleTableCsv("x.csv", formatRuleTableCsv(odd)).rows.map((row) => row.rule)).toEqual(odd);
  });

  it("reads RFC 4180 quoting, doubled quotes, line breaks in quotes and a byte-order mark", () => {
    const { records, error } = parseCsvRecords('\ufeffa,"b ""c"", d"\n"x\ny",z\r\n');
    expect(error).toBeUndefined();
    expect(records).toEqual([
      { line: 1, fields: ["a", 'b "c", d'] },
      { line: 2, fields: ["x\ny", "z"] },
    ]);
    expect(parseCsvRecords('a,"b\n').error).toMatch(/never closed/);
    expect(parseCsvRecords('a,b"c\n').error).toMatch(/quote inside/);
  });

  it("names file, line and column of every bad row and writes nothing", async () => {
    const links = path.join(dir, "links");
    const before = await snapshot(links);
    const error = await importEdited((lines) => {
      lines[2] = (lines[2] as string).replace(/,([a-z]{2})$/, ",ZZ");
      lines[5] = (lines[5] as string).replace("https://", "http://");
      lines[7] = (lines[7] as string).replace(",true,true,true,", ",true,false,true,");
      lines[9] = "/redirects/x/,https://www.hushling.example/";
    });
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain("rules.csv:3: country: must be a lowercase ISO 3166-1 alpha-2 code");
    expect(message).toContain("rules.csv:6: toPath: must use https");
    expect(message).toContain("rules.csv:8: ignoreCase:");
    expect(message).toContain("rules.csv:10: has 2 fields, expected 6");
    expect(await snapshot(links)).toEqual(before);
  });

  it("runs the linter over the result and points its findings at the CSV line", async () => {
    const links = path.join(dir, "links");
    const before = await snapshot(links);
    const error = await importEdited((lines) => {
      const index = lines.findIndex((line) => line.includes("//uk.hushling.example/"));
      lines[index] = (lines[index] as string).replace("//uk.hushling", "//de.hushling");
    });
    expect((error as Error).message).toMatch(/rules\.csv:\d+: gb is served by the gb storefront, not de/);
    const second = await importEdited((lines) => {
      lines.splice(3, 0, lines[2] as string);
    });
    expect((second as Error).message).toMatch(/rules\.csv:4: country \w+ is listed twice/);
    expect(await snapshot(links)).toEqual(before);
  });

  it("writes the files of the links it changes and keeps recorded quirks of unchanged rows", async () => {
    const links = path.join(dir, "links");
    const result = await importEdited((lines) => {
      for (const [index, line] of lines.entries()) {
        if (line.startsWith("/redirects/bouncer-bliss/") && line.endsWith(",")) {
          lines[index] = line.replace("//www.hushling.example/", "//eu.hushling.example/");
        }
      }
    });
    expect(result).toMatchObject({ written: ["bouncer-bliss.json"], unchanged: 50 });
    const text = await readFile(path.join(links, "bouncer-bliss.json"), "utf8");
    expect(text).toContain('{ "default": true, "storefront": "eu", "path": "/products/bouncers/bouncer-bliss/" }');
    expect(text).toContain('"quirk": "As first printed: si is sent to the bouncers category"');
    expect(await loadRedirectRules(links)).toHaveLength((await loadRedirectRules()).length);
  });
});
