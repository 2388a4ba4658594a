import { execFileSync } from "node:child_process";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRedirectIndex, matchRedirect, qrMatrix, shortLinkQrUrl } from "../src/index.ts";
import { loadRedirectRules } from "../src/node/index.ts";
import { decodeQr, rasterize } from "./qr-raster.ts";
import { copyOfLinkTable, runLinks, runLinksBin } from "./run-links-cli.ts";

/**
 * The `links` command against copies of the link table in temporary folders (a git repository where the
 * printed-link lock needs history). Command lines run in this process through the bin's own entry point;
 * "the links bin" runs the real bin as a child process, the way people run it.
 */

let root: string;
let links: string;
const file = (slug: string) => path.join(links, `${slug}.json`);
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false", ...args], {
    cwd: root,
    stdio: "pipe",
  });

beforeAll(async () => {
  root = await copyOfLinkTable();
  links = path.join(root, "content", "links");
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "table");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs the test with a file changed, then restores the committed table. */
async function withEdit(edit: () => Promise<void>, check: () => Promise<void>): Promise<void> {
  await edit();
  try {
    await check();
  } finally {
    git("checkout", "-q", "--", ".");
    git("clean", "-qfd");
  }
}

async function editJson(slug: string, change: (link: Record<string, unknown>) => void): Promise<void> {
  const link = JSON.parse(await readFile(file(slug), "utf8"));
  change(link);
  await writeFile(file(slug), `${JSON.stringify(link, null, 2)}\n`);
}

type Row = { country?: string; default?: true; storefront: string; path: string; quirk?: string };
const rowsOf = (link: Record<string, unknown>) => link.rules as Row[];
const validate = (...extra: string[]) => runLinks(["validate", "--links", "content/links", ...extra], { cwd: root });

describe("the links bin", () => {
  it("reads its arguments, where npm says it was started and its environment, and exits with the command's code", async () => {
    const result = await runLinksBin(
      ["resolve", "baby-crib", "--country", "fr", "--links", "content/links", "--json"],
      {
        cwd: tmpdir(),
        env: { INIT_CWD: root, STOREFRONT_ORIGINS: "local", WEB_PORT: "8123" },
      },
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const [answer] = JSON.parse(result.stdout);
    expect(answer.rule.file).toBe("content/links/baby-crib.json");
    expect(answer.location).toMatch(/^http:\/\/fr\.localhost:8123\/produits\//);
  });

  it("writes problems to standard error and exits with code 1, usage errors with code 2", async () => {
    const missing = await runLinksBin(["validate", "--links", "no-such-folder"], { cwd: root });
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toContain(`${path.join(root, "no-such-folder")}: cannot read the link table`);
    expect(missing.code).toBe(1);
    const unknown = await runLinksBin(["frobnicate"], { cwd: root });
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    expect(unknown.code).toBe(2);
  });
});

describe("links --help", () => {
  it("lists every command, and each command explains itself", async () => {
    const overview = await runLinks(["--help"]);
    expect(overview.code).toBe(0);
    const names = [
      "validate",
      "resolve",
      "export",
      "import",
      "qr",
      "check",
      "stats",
      "diff",
      "localize",
      "pages",
      "emit",
    ];
    for (const name of names) expect(overview.stdout).toMatch(new RegExp(`^  ${name} `, "m"));
    const helps = await Promise.all(names.map((name) => runLinks([name, "--help"])));
    helps.forEach((help, index) => {
      expect(help.code, names[index]).toBe(0);
      expect(help.stdout, names[index]).toContain(`usage: links ${names[index]}`);
      expect(help.stdout, names[index]).toContain("Exit codes:");
    });
  });

  it("answers wrong usage with exit code 2 and where to look", async () => {
    const unknown = await runLinks(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "frobnicate"');
    const badOption = await runLinks(["validate", "--colour"]);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toContain("--colour");
    expect(badOption.stderr).toContain("links validate --help");
    expect((await runLinks(["export", "--format", "yaml"])).code).toBe(2);
    expect((await runLinks([])).code).toBe(2);
  });
});

describe("links validate", () => {
  it("passes the table as committed, printed-link lock included", async () => {
    const result = await validate();
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("51 link files, no problems; printed-link lock checked against HEAD");
  });

  it("names the file and line of a broken JSON file", async () => {
    await withEdit(
      async () => {
        const text = await readFile(file("baby-crib"), "utf8");
        await writeFile(file("baby-crib"), text.replace('"kind": "social",', '"kind": "social"'));
      },
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(/^content\/links\/baby-crib\.json:4: not valid JSON/m);
      },
    );
  });

  it("names the file and line of an unknown country", async () => {
    await withEdit(
      () =>
        editJson("baby-crib", (link) =>
          rowsOf(link).splice(0, 0, { country: "xx", storefront: "us", path: "/products/cribs/baby-crib/" }),
        ),
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /^content\/links\/baby-crib\.json:\d+: rules\.0\.country: "xx" is not an ISO 3166-1 country/m,
        );
      },
    );
  });

  it("refuses a second file for a slug that differs only in case", async () => {
    await withEdit(
      async () => {
        const text = await readFile(file("baby-crib"), "utf8");
        await writeFile(path.join(links, "Baby-Crib.json"), text);
      },
      async () => {
        const result = await validate("--no-lock");
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /content\/links\/(Baby-Crib|baby-crib)\.json:2: slug baby-crib is already used by/,
        );
        expect(result.stderr).toContain("content/links/Baby-Crib.json:2: slug baby-crib must match the file name");
      },
    );
  });
});

describe("the printed-link lock", () => {
  const printed = "qr-package-baby-crib";

  it("refuses to delete a printed link", async () => {
    await withEdit(
      () => rm(file(printed)),
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(
          `content/links/${printed}.json:1: deletes the printed link ${printed} (printed on SKU HL-BABY-CRIB-BOX, run 2026-1, locked until 2031-02-02`,
        );
      },
    );
  });

  it("refuses to rename a printed link", async () => {
    await withEdit(
      async () => {
        await editJson(printed, (link) => {
          link.slug = "qr-package-baby-crib-2";
        });
        await rename(file(printed), file("qr-package-baby-crib-2"));
      },
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`renames the printed link ${printed}`);
      },
    );
  });

  it("refuses to remove a printed link's default rule", async () => {
    await withEdit(
      () => editJson(printed, (link) => rowsOf(link).pop()),
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          new RegExp(`${printed}\\.json:\\d+: removes the default rule of the printed link`),
        );
      },
    );
  });

  it("refuses to leave a covered country without its target", async () => {
    await withEdit(
      () =>
        editJson(printed, (link) =>
          rowsOf(link).splice(
            rowsOf(link).findIndex((row) => row.country === "fr"),
            1,
          ),
        ),
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          new RegExp(`${printed}\\.json:\\d+: leaves fr without its target on the printed link`),
        );
      },
    );
  });

  it("refuses to drop the printed mark while the print is on shelves", async () => {
    await withEdit(
      () =>
        editJson(printed, (link) => {
          delete link.printed;
        }),
      async () => {
        const result = await validate();
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`removes the "printed" mark of ${printed}`);
      },
    );
  });

  it("lets a target move, and `links diff` lists the change", async () => {
    await withEdit(
      () =>
        editJson(printed, (link) => {
          const row = rowsOf(link).find((candidate) => candidate.country === "fr") as Row;
          row.path = "/pages/gift-guide/";
          row.quirk = "The crib is out of stock in France this season.";
        }),
      async () => {
        expect((await validate()).code).toBe(0);
        const diff = await runLinks(["diff", "HEAD", "--links", "content/links", "--json"], { cwd: root });
        expect(diff.code).toBe(0);
        expect(JSON.parse(diff.stdout)).toEqual([
          {
            slug: printed,
            country: "fr",
            before:
              "https://fr.hushling.example/produits/lits-bebe/lit-bebe/?utm_source=qr-code&utm_medium=qrcode&utm_campaign=pre-purchase",
            after:
              "https://fr.hushling.example/pages/gift-guide/?utm_source=qr-code&utm_medium=qrcode&utm_campaign=pre-purchase",
          },
        ]);
        const table = await runLinks(["diff", "HEAD", "--links", "content/links"], { cwd: root });
        expect(table.stdout).toContain("1 change(s) to printed links since HEAD");
      },
    );
  });

  it("ends with the print's shelf life, and is checked against the revision asked for", async () => {
    await withEdit(
      () => rm(file(printed)),
      async () => {
        expect((await validate("--today", "2031-02-03")).code).toBe(0);
        const unknown = await validate("--against", "no-such-branch");
        expect(unknown.code).toBe(1);
        expect(unknown.stderr).toContain('unknown git revision "no-such-branch"');
      },
    );
  });

  it("is kept by a CSV import that would remove a printed link's country", async () => {
    const csv = path.join(root, "rules.csv");
    expect(
      (await runLinks(["export", "--format", "csv", "--links", "content/links", "--out", "rules.csv"], { cwd: root }))
        .code,
    ).toBe(0);
    const text = await readFile(csv, "utf8");
    const line = text
      .split("\r\n")
      .findIndex((row) => row.startsWith(`/redirects/${printed}/,`) && row.endsWith(",fr"));
    await writeFile(
      csv,
      text
        .split("\r\n")
        .filter((_, index) => index !== line)
        .join("\r\n"),
    );
    const before = await readFile(file(printed), "utf8");
    const result = await runLinks(["import", "rules.csv", "--links", "content/links"], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^rules\.csv:\d+: leaves fr without its target on the printed link qr-package-baby-crib/m,
    );
    expect(await readFile(file(printed), "utf8")).toBe(before);
    await rm(csv);
  });
});

describe("links export and import", () => {
  it("round-trips the table through CSV without changing a file", async () => {
    expect(
      (await runLinks(["export", "--format", "csv", "--links", "content/links", "--out", "rules.csv"], { cwd: root }))
        .code,
    ).toBe(0);
    const result = await runLinks(["import", "rules.csv", "--links", "content/links"], { cwd: root });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("0 link file(s) written, 51 unchanged");
    expect(git("status", "--porcelain", "content").toString()).toBe("");
    await rm(path.join(root, "rules.csv"));
  });

  it("names the line of a corrupt CSV and writes nothing", async () => {
    const rows = [
      "fromPath,toPath,isPermanent,ignoreCase,redirectInBrowser,country",
      "/redirects/baby-crib/,https://www.hushling.example/products/cribs/baby-crib/,true,true,true,us",
      '/redirects/baby-crib/,"https://se.hushling.example/x/,true,true,true,se',
    ];
    await writeFile(path.join(root, "bad.csv"), rows.join("\r\n"));
    const result = await runLinks(["import", "bad.csv", "--links", "content/links"], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^bad\.csv:3: not valid CSV: a quoted field is never closed/m);
    expect(git("status", "--porcelain", "content").toString()).toBe("");
    await rm(path.join(root, "bad.csv"));
  });

  it("writes the rules as JSON, and nginx and Netlify configs", async () => {
    const json = await runLinks(["export", "--format", "json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(await loadRedirectRules());
    const nginx = await runLinks(["export", "--format", "nginx", "--listen", "127.0.0.1:9999"]);
    expect(nginx.stdout).toContain("listen 127.0.0.1:9999;");
    expect(nginx.stdout).toContain("map $uri $links_link {");
    const netlify = await runLinks(["export", "--format", "netlify"]);
    expect(netlify.stdout).toContain("/redirects/baby-crib/ https://se.hushling.example/");
    expect((await runLinks(["export", "--format", "csv", "--listen", "1"])).code).toBe(2);
  });
});

describe("links resolve", () => {
  it("says which rule, which signal and why, and lands where matching does", async () => {
    const index = buildRedirectIndex(await loadRedirectRules());
    const expected = matchRedirect(index, "/redirects/qr-package-baby-crib/", "fr");
    const result = await runLinks([
      "resolve",
      "qr-package-baby-crib",
      "--country",
      "zz",
      "--tz",
      "Europe/Paris",
      "--json",
    ]);
    expect(result.code).toBe(0);
    const [answer] = JSON.parse(result.stdout);
    expect(answer).toMatchObject({
      kind: "redirect",
      country: "fr",
      signal: "time-zone",
      rule: { file: "content/links/qr-package-baby-crib.json", country: "fr" },
      location: expected.kind === "redirect" ? expected.location : "",
    });
    expect(answer.reason).toContain(
      'the time zone Europe/Paris is in fr; ?country= "zz" is not a country code, skipped',
    );
    const text = await runLinks(["resolve", "https://www.hushling.example/redirects/qr-package-baby-crib/?country=se"]);
    expect(text.stdout).toContain("why     query: ?country= says se");
  });

  it("shows the storefront home for a link that is not in the table, with exit code 1", async () => {
    const result = await runLinks(["resolve", "no-such-link", "--lang", "de-AT", "--json"]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)[0]).toMatchObject({
      kind: "unknown-link",
      country: "at",
      location: "https://eu.hushling.example/",
    });
  });

  it("sends local visitors to the local storefronts when STOREFRONT_ORIGINS=local", async () => {
    const result = await runLinks(["resolve", "baby-crib", "--country", "fr", "--json"], {
      env: { STOREFRONT_ORIGINS: "local", WEB_PORT: "8123" },
    });
    expect(JSON.parse(result.stdout)[0].location).toMatch(/^http:\/\/fr\.localhost:8123\/produits\//);
  });
});

describe("links qr", () => {
  it("writes one print PDF whose pages hold the scannable codes at the asked size", async () => {
    const out = path.join(root, "qr");
    const result = await runLinks(
      ["qr", "qr", "--format", "pdf", "--size", "30", "--only", "baby-crib", "--only", "qr-kitchen-1"],
      {
        cwd: root,
      },
    );
    expect(result.code).toBe(0);
    const pdf = (await readFile(path.join(out, "short-links.pdf"))).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    // Every cross-reference offset points at its object.
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    const entries = pdf
      .slice(xrefAt)
      .split("\n")
      .filter((line) => / 00000 n $/.test(line));
    entries.forEach((entry, index) => {
      expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(pages).toHaveLength(2);
    expect(Number(pages[0]?.[1])).toBeCloseTo((30 * 72) / 25.4, 2);
    const streams = [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) => match[1] ?? "");
    ["baby-crib", "qr-kitchen-1"].forEach((slug, page) => {
      const matrix = qrMatrix(shortLinkQrUrl(slug));
      const side = matrix.size + 8;
      const unit = (30 * 72) / 25.4 / side;
      const top = Number(pages[page]?.[2]);
      const dark = Array.from({ length: side }, () => Array.from({ length: side }, () => false));
      for (const [, x, y, w] of (streams[page] ?? "").matchAll(/([\d.]+) ([\d.]+) ([\d.]+) [\d.]+ re/g)) {
        // The page is the code (quiet zone included) above a caption band; PDF y grows upwards.
        const row = Math.round((top - Number(y)) / unit) - 1;
        const column = Math.round(Number(x) / unit);
        for (let i = 0; i < Math.round(Number(w) / unit); i++) (dark[row] as boolean[])[column + i] = true;
      }
      expect(decodeQr(rasterize({ side, dark }, 3)).text).toBe(`https://www.hushling.example/redirects/${slug}/`);
    });
  });

  it("refuses a size that gives modules under 0.3 mm, naming the smallest that works, and writes nothing", async () => {
    const result = await runLinks(["qr", "small", "--format", "pdf", "--size", "12"], { cwd: root });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/at 12 mm, \d+ code\(s\) get modules under 0.3 mm .* use --size [\d.]+ or more/);
    await expect(readdir(path.join(root, "small"))).rejects.toThrow();
  });

  it("sizes the SVGs in millimetres when asked", async () => {
    const result = await runLinks(["qr", "svg", "--size", "25", "--only", "baby-crib"], { cwd: root });
    expect(result.code).toBe(0);
    expect(await readFile(path.join(root, "svg", "baby-crib.svg"), "utf8")).toContain('width="25mm" height="25mm"');
  });
});
