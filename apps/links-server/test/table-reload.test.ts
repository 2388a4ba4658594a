import { type ChildProcess, spawn } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { defaultContentDir, startLinksServer } from "../src/index.ts";
import { exchangeRaw, headerOf, send } from "./raw-http.ts";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const cribFile = "baby-crib.json";
const probe = "/redirects/baby-crib/?country=se";
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function contentCopy(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "hushling-links-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const file of [cribFile, "cradle.json"]) await copyFile(join(defaultContentDir, file), join(dir, file));
  return dir;
}

/** Gives the crib link another campaign, which changes every Location it answers with. */
async function editCampaign(dir: string, campaign: string): Promise<void> {
  const file = join(dir, cribFile);
  const link = JSON.parse(await readFile(file, "utf8")) as { tracking: { campaign: string } };
  link.tracking.campaign = campaign;
  await writeFile(file, JSON.stringify(link, null, 2));
}

/** Sends requests back to back until stopped; collects anything that is not a 301. */
function hammer(base: string) {
  let running = true;
  let sent = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      try {
        const answer = await send(base, probe);
        sent++;
        if (answer.status !== 301) failures.push(`status ${answer.status}`);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { sent, failures };
    },
  };
}

async function waitForLocation(base: string, ending: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (headerOf(await send(base, probe), "location")?.includes(ending)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Location never ended in ${ending}`);
}

describe("reloading the link table", () => {
  it("picks up an edited file without failing a request, and keeps the last good table through a broken edit", async () => {
    const dir = await contentCopy();
    const log: string[] = [];
    const server = await startLinksServer({
      host: "127.0.0.1",
      port: 0,
      contentDir: dir,
      reloadDebounceMs: 30,
      log: (line) => log.push(line),
      accessLog: false,
    });
    cleanups.push(() => server.close());
    expect(headerOf(await send(server.url, probe), "location")).toContain("utm_campaign=baby-crib");

    const traffic = hammer(server.url);
    await editCampaign(dir, "cradle");
    await waitForLocation(server.url, "utm_campaign=cradle");

    await writeFile(join(dir, cribFile), '{ "slug": "baby-crib", ');
    const deadline = Date.now() + 10_000;
    while (!log.some((line) => line.includes("links-reload-failed")) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { sent, failures } = await traffic.stop();

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10);
    const failed = log.find((line) => line.includes("links-reload-failed"));
    expect(failed).toContain(cribFile);
    expect(headerOf(await send(server.url, probe), "location")).toContain("utm_campaign=cradle");
    expect(server.table.linkCount).toBe(2);
  });

  it("refuses to start without a loadable table", async () => {
    const dir = await contentCopy();
    await writeFile(join(dir, cribFile), "[]");
    await expect(startLinksServer({ port: 0, contentDir: dir, watch: false, log: false })).rejects.toThrow(cribFile);
  });
});

describe("the server process", () => {
  function startProcess(
    dir: string,
    extraEnv: Record<string, string> = {},
  ): Promise<{ child: ChildProcess; url: string; output: string[] }> {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: appDir,
      env: {
        ...process.env,
        LINKS_PORT: "0",
        LINKS_CONTENT_DIR: dir,
        LINKS_WATCH: "0",
        LINKS_MAX_AGE: "60",
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    cleanups.push(async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    });
    const output: string[] = [];
    return new Promise((resolve, reject) => {
      let buffered = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          output.push(line);
          const ready = /^links ready (http:\/\/localhost:(\d+))( \(worker \d+\))?$/.exec(line);
          if (ready) resolve({ child, url: `http://127.0.0.1:${ready[2]}`, output });
        }
      });
      child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output.join("\n")}`)));
    });
  }

  it("with LINKS_WORKERS=2 serves from two worker processes, passes SIGHUP on to both and stops on SIGTERM", async () => {
    const dir = await contentCopy();
    const { child, url, output } = await startProcess(dir, { LINKS_WORKERS: "2", LINKS_ACCESS_LOG: "0" });
    const deadline = Date.now() + 15_000;
    while (output.filter((line) => line.startsWith("links ready")).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(output.filter((line) => line.startsWith("links ready")).length).toBe(2);
    const port = Number(new URL(url).port);
    const fresh = () => exchangeRaw(port, `GET ${probe} HTTP/1.1\r\nHost: links\r\nConnection: close\r\n\r\n`);
    expect(headerOf(await fresh(), "location")).toContain("utm_campaign=baby-crib");
    await editCampaign(dir, "cradle");
    child.kill("SIGHUP");
    await waitForLocation(url, "utm_campaign=cradle");
    // Both workers reload (new connections are spread over them); give the slower one a moment.
    const reloadDeadline = Date.now() + 10_000;
    let answers: string[] = [];
    do {
      answers = await Promise.all(Array.from({ length: 8 }, async () => headerOf(await fresh(), "location") ?? ""));
    } while (answers.some((location) => !location.includes("utm_campaign=cradle")) && Date.now() < reloadDeadline);
    expect(answers.every((location) => location.includes("utm_campaign=cradle"))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 40_000);

  it("with LINKS_WORKERS=2 replaces a killed worker with the last good table, logs its signal and backs off", async () => {
    const dir = await contentCopy();
    const { url, output } = await startProcess(dir, { LINKS_WORKERS: "2", LINKS_ACCESS_LOG: "0" });
    const readyWorkers = () =>
      output.flatMap((line) => {
        const pid = /^links ready \S+ \(worker (\d+)\)$/.exec(line)?.[1];
        return pid ? [Number(pid)] : [];
      });
    const deaths = () =>
      output
        .flatMap((line) => line.split("\n"))
        .filter((line) => line.includes('"event":"links-worker-died"'))
        .map(
          (line) =>
            JSON.parse(line) as { pid: number; code: number | null; signal: string | null; restartInMs: number },
        );
    const waitFor = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + 20_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`${what} never happened:\n${output.join("\n")}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    await waitFor(() => readyWorkers().length === 2, "two workers ready");
    // The content on disk breaks: a fresh process could not start from it.
    await writeFile(join(dir, cribFile), "[]");
    const [first] = readyWorkers() as [number];
    process.kill(first, "SIGKILL");
    await waitFor(() => readyWorkers().length === 3, "a replacement worker");
    expect(deaths()[0]).toMatchObject({ pid: first, code: null, signal: "SIGKILL" });
    const replacement = readyWorkers()[2] as number;
    // Every new connection, whichever worker takes it, still answers from the last good table.
    const port = Number(new URL(url).port);
    for (let i = 0; i < 8; i++) {
      const answer = await exchangeRaw(port, `GET ${probe} HTTP/1.1\r\nHost: links\r\nConnection: close\r\n\r\n`);
      expect([answer.status, headerOf(answer, "location")]).toEqual([
        301,
        expect.stringContaining("utm_campaign=baby-crib"),
      ]);
    }
    process.kill(replacement, "SIGKILL");
    await waitFor(() => deaths().length === 2, "the second death");
    const [firstDelay = 0, secondDelay = 0] = deaths().map((death) => death.restartInMs);
    expect(secondDelay).toBeGreaterThan(firstDelay);
    await waitFor(() => readyWorkers().length === 4, "a second replacement");
  }, 60_000);

  it("prints its address, reloads on SIGHUP without failing a request, and logs requests as JSON without addresses", async () => {
    const dir = await contentCopy();
    const { child, url, output } = await startProcess(dir);
    const answer = await send(url, probe);
    expect(headerOf(answer, "cache-control")).toBe("private, max-age=60");

    const traffic = hammer(url);
    await editCampaign(dir, "cradle");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // With watching off, only the signal can bring the edit in.
    expect(headerOf(await send(url, probe), "location")).toContain("utm_campaign=baby-crib");
    child.kill("SIGHUP");
    await waitForLocation(url, "utm_campaign=cradle");
    const { failures } = await traffic.stop();
    expect(failures).toEqual([]);

    const requests = output.filter((line) => line.startsWith("{") && line.includes('"event":"request"'));
    expect(requests.length).toBeGreaterThan(2);
    for (const line of requests) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      // The deciding signal and a bot flag feed `links stats`; the user agent itself is never logged.
      expect(Object.keys(entry).sort()).toEqual([
        "bot",
        "country",
        "event",
        "kind",
        "location",
        "method",
        "ms",
        "path",
        "signal",
        "status",
        "time",
      ]);
      expect(line).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    }
    expect(output.some((line) => line.includes('"event":"links-reloaded"'))).toBe(true);
  }, 30_000);
});
