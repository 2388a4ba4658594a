import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildRedirectPage, type RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { type RunningStaticHost, startStaticHost } from "@hushling/static-host";
import { createStorefrontRegistry, storefrontIds, storefrontRegistry } from "@hushling/storefronts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeBrowser, redirectPageScript } from "../../../packages/links/test/fake-browser.ts";
import { repositoryLinksDir, runLinks } from "../../../packages/links/test/run-links-cli.ts";
import { type LinksServer, startLinksServer } from "../src/index.ts";
import { headerOf, send } from "./raw-http.ts";

/**
 * The `links` command against the real redirect server, the redirect pages' own script and a real static
 * host: `resolve` must give the answer they give, `stats` must count the server's own access log, and
 * `check` must find every target page (offline in the files, live over HTTP).
 */

type Resolution = { path: string; kind: string; country: string | null; signal: string; location: string | null };

let rules: RedirectRule[];
let server: LinksServer;
const paths = () => [...new Set(rules.map((rule) => rule.fromPath))];

beforeAll(async () => {
  rules = await loadRedirectRules();
  server = await startLinksServer({
    host: "127.0.0.1",
    port: 0,
    trustedCountryHeaders: ["cf-ipcountry"],
    watch: false,
    reloadOnSighup: false,
    log: false,
  });
});

afterAll(async () => {
  await server?.close();
});

const browserRun = fakeBrowser();
const pageScripts = new Map<string, ReturnType<typeof redirectPageScript>>();
/** Where a link's static redirect page sends a browser in this state. */
function pageAnswer(fromPath: string, state: Parameters<typeof browserRun>[1]): string | undefined {
  let script = pageScripts.get(fromPath);
  if (!script) {
    script = redirectPageScript(buildRedirectPage(fromPath, rules));
    pageScripts.set(fromPath, script);
  }
  return browserRun(script, state);
}

async function serverAnswer(target: string, headers: Record<string, string> = {}): Promise<string | undefined> {
  return headerOf(await send(server.url, target, { headers }), "location");
}

describe("links resolve agrees with the redirect pages and the redirect server", () => {
  it("for every link and every country it covers, and its default", async () => {
    const result = await runLinks(["resolve", ...paths(), "--all-countries", "--json"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    const resolutions: Resolution[] = JSON.parse(result.stdout);
    expect(resolutions).toHaveLength(rules.length);
    const wrong: string[] = [];
    for (const item of resolutions) {
      const query = item.country ? `?country=${item.country}` : "";
      const page = pageAnswer(item.path, { search: query, cookie: "", languages: [] });
      const served = await serverAnswer(`${item.path}${query}`);
      if (item.location !== page || item.location !== served) {
        wrong.push(`${item.path} ${item.country}: resolve ${item.location}, page ${page}, server ${served}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("by the cookie, the edge header and the browser language, each as both decide", async () => {
    const cases: {
      args: string[];
      state?: Partial<Parameters<typeof browserRun>[1]>;
      headers: Record<string, string>;
      signal: string;
    }[] = [
      {
        args: ["--cookie", "se"],
        state: { cookie: "country=se" },
        headers: { cookie: "country=se" },
        signal: "cookie",
      },
      { args: ["--header", "jp"], state: undefined, headers: { "cf-ipcountry": "JP" }, signal: "edge" },
      {
        args: ["--lang", "de-AT"],
        state: { languages: ["de-AT"] },
        headers: { "accept-language": "de-AT" },
        signal: "language",
      },
    ];
    for (const { args, state, headers, signal } of cases) {
      const result = await runLinks(["resolve", ...paths(), ...args, "--json"]);
      const resolutions: Resolution[] = JSON.parse(result.stdout);
      for (const item of resolutions) {
        expect(item.signal, item.path).toBe(signal);
        expect(await serverAnswer(item.path, headers), `${item.path} ${args}`).toBe(item.location);
        if (state) {
          expect(pageAnswer(item.path, { search: "", cookie: "", languages: [], ...state }), item.path).toBe(
            item.location,
          );
        }
      }
    }
  });

  it("by the time zone, as the pages decide (the server cannot see it)", async () => {
    const result = await runLinks(["resolve", ...paths(), "--tz", "Europe/Paris", "--json"]);
    for (const item of JSON.parse(result.stdout) as Resolution[]) {
      expect(item).toMatchObject({ country: "fr", signal: "time-zone" });
      expect(pageAnswer(item.path, { search: "", cookie: "", languages: [], timeZone: "Europe/Paris" })).toBe(
        item.location,
      );
    }
  });
});

describe("links stats", () => {
  it("counts the server's own access log per link, country, day and signal, bots apart, naming bad lines", async () => {
    const lines: string[] = [];
    const logging = await startLinksServer({
      host: "127.0.0.1",
      port: 0,
      watch: false,
      reloadOnSighup: false,
      log: (line) => lines.push(line),
    });
    const person = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" };
    const visits: [string, Record<string, string>][] = [
      ["/redirects/baby-crib/?country=se", person],
      ["/redirects/baby-crib/?country=se", person],
      ["/Redirects/Baby-Crib?country=se", person],
      ["/redirects/baby-crib/", { ...person, cookie: "country=fr" }],
      ["/redirects/baby-crib/", { ...person, "accept-language": "de-AT,de;q=0.9" }],
      ["/redirects/baby-crib/", person],
      ["/redirects/baby-crib/?country=se", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }],
      ["/redirects/baby-crib/?country=se", { "user-agent": "curl/8.5.0" }],
      ["/redirects/baby-crib/?country=se", {}],
      ["/redirects/no-such-link/", person],
      ["/elsewhere", person],
    ];
    for (const [target, headers] of visits) await send(logging.url, target, { headers });
    await logging.close();
    const root = await mkdtemp(path.join(tmpdir(), "hushling-stats-"));
    const good = lines.filter((line) => JSON.parse(line).event === "request");
    expect(good).toHaveLength(visits.length);
    await writeFile(
      path.join(root, "access.log"),
      [...good.slice(0, 5), "GET /redirects/x/ 301", ...good.slice(5), '{"event":"request"'].join("\n"),
    );
    const result = await runLinks(["stats", "access.log", "--by", "link,country,signal", "--format", "json"], {
      cwd: root,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("access.log:6: not a JSON access-log line: GET /redirects/x/ 301");
    expect(result.stderr).toContain(`access.log:${visits.length + 2}: not a JSON access-log line`);
    const rows = JSON.parse(result.stdout) as {
      link: string;
      country: string;
      signal: string;
      scans: number;
      bots: number;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        { link: "baby-crib", country: "se", signal: "query", scans: 3, bots: 3 },
        { link: "baby-crib", country: "fr", signal: "cookie", scans: 1, bots: 0 },
        { link: "baby-crib", country: "at", signal: "language", scans: 1, bots: 0 },
        { link: "baby-crib", country: "default", signal: "none", scans: 1, bots: 0 },
        { link: "(unknown) no-such-link", country: "default", signal: "none", scans: 1, bots: 0 },
      ]),
    );
    expect(rows).toHaveLength(5);
    const table = await runLinks(["stats", "access.log", "--by", "day"], { cwd: root });
    expect(table.stdout).toMatch(/^\d{4}-\d{2}-\d{2} +7 +3$/m);
    expect(table.stdout).toContain("7 scans by people and 3 by bots in 11 requests; 2 bad line(s) not counted");
    await rm(root, { recursive: true, force: true });
  });
});

describe("links check", () => {
  const slugs = ["qr-package-baby-crib", "qr-kitchen-1", "gift-guide"];
  let root: string;
  let web: RunningStaticHost;
  let local: LinksServer;
  let linksDir: string;
  let buildDir: string;

  /** A build holding exactly the pages the three links target, each naming its page the way a real build does. */
  async function writeBuild(table: readonly RedirectRule[]): Promise<void> {
    const xDefault = new Map<string, string>();
    for (const slug of slugs) {
      const own = table.filter((rule) => rule.fromPath === `/redirects/${slug}/`);
      const page = `https://www.hushling.example/page-of/${slug}/`;
      for (const rule of own) {
        const url = new URL(rule.toPath);
        const key = url.origin + url.pathname;
        if (xDefault.has(key)) continue;
        xDefault.set(key, page);
        const storefront = storefrontRegistry.forHost(url.hostname);
        const file = path.join(
          buildDir,
          storefront?.id ?? "?",
          "client",
          ...url.pathname.split("/").filter(Boolean),
          "index.html",
        );
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          `<!doctype html><html lang="en"><head><title>t</title><link rel="canonical" href="${key}"><link rel="alternate" hreflang="x-default" href="${page}"></head><body></body></html>`,
        );
      }
    }
  }

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "hushling-check-"));
    linksDir = path.join(root, "links");
    buildDir = path.join(root, "build");
    await mkdir(linksDir);
    for (const slug of slugs)
      await cp(path.join(repositoryLinksDir, `${slug}.json`), path.join(linksDir, `${slug}.json`));
    await writeBuild(await loadRedirectRules(linksDir));
    web = await startStaticHost({
      port: 0,
      sites: storefrontIds.map((id) => ({ id, root: path.join(buildDir, id, "client") })),
    });
    local = await startLinksServer({
      host: "127.0.0.1",
      port: 0,
      contentDir: linksDir,
      storefronts: createStorefrontRegistry({}, { kind: "local", port: web.port }),
      watch: false,
      reloadOnSighup: false,
      log: false,
    });
  });

  afterAll(async () => {
    await local?.close();
    await web?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const localEnv = () => ({ STOREFRONT_ORIGINS: "local", WEB_PORT: String(web.port) });

  it("passes offline when every country's target is a page of its storefront's build", async () => {
    const result = await runLinks(["check", "--links", linksDir, "--build", buildDir, "--json"]);
    expect(result.stderr).toBe("");
    const checks = JSON.parse(result.stdout) as { status: string }[];
    expect(checks.filter((check) => check.status !== "ok")).toEqual([]);
    expect(checks.length).toBe(
      rules.filter((rule) => slugs.some((slug) => rule.fromPath === `/redirects/${slug}/`)).length,
    );
    expect(result.code).toBe(0);
  });

  it("passes live, over the redirect server and the static host, following redirects to status 200", async () => {
    const result = await runLinks(["check", "--live", "--base", local.url, "--links", linksDir, "--concurrency", "4"], {
      env: localEnv(),
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(
      /links check --live: \d+ targets of 3 links \(every country and the default\), \d+ good, 0 bad/,
    );
    expect(result.code).toBe(0);
  });

  it("names the dead target, offline and live, with exit code 1", async () => {
    const gone = path.join(buildDir, "fr", "client", "produits", "lits-bebe", "lit-bebe", "index.html");
    await rm(gone);
    try {
      const offline = await runLinks(["check", "--links", linksDir, "--build", buildDir]);
      expect(offline.code).toBe(1);
      expect(offline.stdout).toMatch(
        /^qr-package-baby-crib +fr +dead +https:\/\/fr\.hushling\.example\/produits\/lits-bebe\/lit-bebe\//m,
      );
      const live = await runLinks(["check", "--live", "--base", local.url, "--links", linksDir, "--json"], {
        env: localEnv(),
      });
      expect(live.code).toBe(1);
      const bad = (
        JSON.parse(live.stdout) as { link: string; country: string; status: string; finalStatus: number }[]
      ).filter((check) => check.status !== "ok");
      expect(bad).toEqual([
        expect.objectContaining({ link: "qr-package-baby-crib", country: "fr", status: "dead", finalStatus: 404 }),
      ]);
    } finally {
      await writeBuild(await loadRedirectRules(linksDir));
    }
  });
});
