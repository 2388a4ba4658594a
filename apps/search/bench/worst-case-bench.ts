import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { searchRequestLimits } from "@hushling/search-protocol";
import { isQuickRun, quickRunNote } from "@hushling/test-support/bench-mode";
import { type RunningSearchApp, startSearchApp } from "../src/search-app.ts";
import { defaultSearchPaths } from "../src/search-paths.ts";
import { defaultPaidOrdersPath } from "../src/search-settings.ts";
import { generatedCatalog, generatedLanguages, writeGeneratedExports } from "./generated-catalog.ts";
import {
  seededRandom,
  typoWords,
  type WorstCaseOptions,
  worstCaseKinds,
  worstCaseRequest,
} from "./worst-case-requests.ts";

// `npm run bench:worst-case -w @hushling/search` (also the last part of `npm run bench`): what the
// costliest requests the request limits let through cost the service, and whether a burst of them keeps
// another server of the same process answering (the local stack runs the search service, the redirect
// server and the storefront host in one process, on one event loop).
// The service runs in this process, so the process takes the service's own Node flags (the package.json
// scripts; scripts/test/search-service.test.ts keeps them there): the bench measures the young generation
// the service runs with. Over generated exports (SEARCH_BENCH_PRODUCTS per language, 5,000
// by default: 120 words in all, so every typo word finds thousands of products), with a plain HTTP server
// beside it answering /health. The requests come from a child process, so this process's CPU time
// (process.cpuUsage, user + system) is the service's alone: measured around each request, one at a time.
// Then 8 worst-case requests at once, while the child asks the other server's /health every 10 ms.
// `-- --quick`: 50 products, one request of each kind without warm-up, one burst.

const quick = isQuickRun(process.argv);
const products = Number(process.env.SEARCH_BENCH_PRODUCTS ?? (quick ? 50 : 5000));
const requestsPerKind = Number(process.env.SEARCH_BENCH_WORST_REQUESTS ?? (quick ? 1 : 30));
const warmUpsPerKind = quick ? 0 : 5;
const burstRounds = quick ? 1 : 5;
const parallel = 8;
const apiKeyOf = { en: "hushling-us-en", de: "hushling-eu-de", ja: "hushling-jp-ja" } as const;

/** The client: one JSON command a line on stdin, one JSON answer a line on stdout. */
const clientScript = `
const { createInterface } = require("node:readline");
const post = (url, body) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body })
  .then(async (response) => ({ status: response.status, cache: response.headers.get("x-cache"), text: await response.text() }));
createInterface({ input: process.stdin }).on("line", async (line) => {
  const command = JSON.parse(line);
  if (command.kind === "one") {
    const answer = await post(command.url, command.body);
    process.stdout.write(JSON.stringify({ status: answer.status, cache: answer.cache, error: answer.status === 200 ? undefined : answer.text.slice(0, 200) }) + "\\n");
    return;
  }
  const started = performance.now();
  let done = false;
  const health = [];
  const probing = (async () => {
    while (!done) {
      const asked = performance.now();
      await fetch(command.healthUrl).then((response) => response.text());
      health.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const answers = await Promise.all(command.bodies.map((body) => post(command.url, body)));
  const burstMs = performance.now() - started;
  done = true;
  await probing;
  process.stdout.write(JSON.stringify({ statuses: answers.map((answer) => answer.status), burstMs, health }) + "\\n");
});
`;

function startClient() {
  const child = spawn(process.execPath, ["-e", clientScript], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  return {
    ask<T>(command: unknown): Promise<T> {
      return new Promise((resolve) => {
        waiting.push((line) => resolve(JSON.parse(line) as T));
        child.stdin.write(`${JSON.stringify(command)}\n`);
      });
    },
    close: () => child.kill("SIGTERM"),
  };
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const f = (value: number, digits = 1) => value.toFixed(digits);

const dir = mkdtempSync(path.join(tmpdir(), "search-worst-case-"));
let app: RunningSearchApp | undefined;
const health = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end('{"ok":true}');
});
const client = startClient();
try {
  writeGeneratedExports(path.join(dir, "export"), products);
  mkdirSync(path.join(dir, "content"), { recursive: true });
  app = await startSearchApp(
    {
      host: "127.0.0.1",
      port: 0,
      publicUrl: undefined,
      exportDir: path.join(dir, "export"),
      contentDir: path.join(dir, "content"),
      database: { kind: "sqlite", file: path.join(dir, "events.sqlite") },
      apiKeyPrefix: "hushling",
      watchIntervalMs: 0,
      timeZone: "UTC",
      segmentTtlSeconds: 1800,
      // As production runs it: the answer cache on. New words in every request make every answer a miss.
      cache: { entries: 20_000, bytes: 64 * 1024 * 1024 },
      paths: defaultSearchPaths,
      events: {
        rateLimits: { perAddress: 600, perVisitor: 120 },
        forwardedHops: 0,
        commerceSecret: "bench-commerce-secret-0123456789",
        paidOrdersPath: defaultPaidOrdersPath,
      },
      emailMarketingUrl: undefined,
    },
    { log: () => {} },
  );
  await new Promise<void>((resolve) => health.listen(0, "127.0.0.1", resolve));
  const address = health.address();
  const healthUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/health`;
  const searchUrl = `${app.url}${defaultSearchPaths.search}`;

  const random = seededRandom(46);
  const optionsFor = (language: (typeof generatedLanguages)[number]): WorstCaseOptions => {
    const catalog = generatedCatalog(language, products);
    const vocabulary = [
      ...new Set(catalog.products.flatMap((product) => product.name.toLowerCase().split(/\s+/u))),
    ].filter((word) => [...word].length >= 3);
    return {
      apiKey: apiKeyOf[language],
      productKeys: catalog.products.map((product) => product.key),
      words: typoWords(vocabulary, random),
      random,
    };
  };
  const languages = Object.fromEntries(generatedLanguages.map((language) => [language, optionsFor(language)]));

  type One = { status: number; cache: string | null; error?: string };
  /** One request's service CPU time, ms. */
  const costOf = async (body: string) => {
    const before = cpuMs();
    const answer = await client.ask<One>({ kind: "one", url: searchUrl, body });
    const ms = cpuMs() - before;
    if (answer.status !== 200) throw new Error(`a worst-case request was refused: ${answer.error}`);
    return { ms, cache: answer.cache, bytes: Buffer.byteLength(body) };
  };

  const rows: { kind: string; language: string; p50: number; max: number; bytes: number; misses: number }[] = [];
  let worst = { kind: "", language: "", ms: 0, make: () => "" };
  for (const kind of worstCaseKinds) {
    for (const language of generatedLanguages) {
      const make = () => JSON.stringify(worstCaseRequest(kind.types, languages[language] as WorstCaseOptions));
      for (let n = 0; n < warmUpsPerKind; n++) await costOf(make());
      const costs: Awaited<ReturnType<typeof costOf>>[] = [];
      for (let n = 0; n < requestsPerKind; n++) costs.push(await costOf(make()));
      const sorted = costs.map((cost) => cost.ms).sort((a, b) => a - b);
      const max = sorted.at(-1) ?? 0;
      rows.push({
        kind: kind.name,
        language,
        p50: percentile(sorted, 50),
        max,
        bytes: Math.max(...costs.map((cost) => cost.bytes)),
        misses: costs.filter((cost) => cost.cache === "miss").length,
      });
      if (percentile(sorted, 50) > worst.ms) worst = { kind: kind.name, language, ms: percentile(sorted, 50), make };
    }
  }

  // The request of the issue that found the gap: RECS_SIMILAR with one source id repeated to 203 KB.
  const repeated = JSON.stringify({
    context: { apiKeys: [apiKeyOf.en] },
    recordQueries: [
      {
        id: "similar",
        typeOfRequest: "RECS_SIMILAR",
        settings: {
          limit: 50,
          context: { sourceObjects: [{ records: Array.from({ length: 9000 }, () => ({ id: "baby-crib-harmony" })) }] },
        },
      },
    ],
  });
  const refusedBefore = cpuMs();
  const refused = await client.ask<One>({ kind: "one", url: searchUrl, body: repeated });
  const refusedMs = cpuMs() - refusedBefore;

  type Burst = { statuses: number[]; burstMs: number; health: number[] };
  const bursts: (Burst & { cpu: number })[] = [];
  for (let round = 0; round < burstRounds; round++) {
    const bodies = Array.from({ length: parallel }, () => worst.make());
    const before = cpuMs();
    const burst = await client.ask<Burst>({ kind: "burst", url: searchUrl, healthUrl, bodies });
    bursts.push({ ...burst, cpu: cpuMs() - before });
  }
  const healthTimes = bursts.flatMap((burst) => burst.health).sort((a, b) => a - b);

  if (quick) console.log(`\n${quickRunNote}`);
  console.log(
    `\nWorst-case requests within the limits, ${products} generated products x 3 languages, Node ${process.versions.node}, load average ${loadavg()
      .map((load) => f(load))
      .join(" ")}\n`,
  );
  console.log(
    `Service CPU time per request (process.cpuUsage around each request, user + system; ${requestsPerKind} requests of each after ${warmUpsPerKind} to warm up; ${searchRequestLimits.recordQueriesPerRequest} record queries and ${searchRequestLimits.suggestionsPerRequest} suggestion lists each):\n`,
  );
  console.log("| record queries | language | body | answer-cache misses | CPU p50 | CPU max |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.kind} | ${row.language} | ${f(row.bytes / 1024)} KB | ${row.misses} of ${requestsPerKind} | ${f(row.p50, 2)} ms | ${f(row.max, 2)} ms |`,
    );
  }
  console.log(
    `\nThe issue's request (RECS_SIMILAR, one source id repeated, ${f(Buffer.byteLength(repeated) / 1024)} KB): ${refused.status}, ${f(refusedMs, 2)} ms (${refused.error ?? ""})`,
  );
  console.log(
    `\n${parallel} at once, ${burstRounds} rounds, the costliest kind (${worst.kind}, ${worst.language}): statuses ${[...new Set(bursts.flatMap((burst) => burst.statuses))].join(", ")}; burst wall time ${bursts.map((burst) => f(burst.burstMs, 0)).join(" / ")} ms; service CPU ${bursts.map((burst) => f(burst.cpu, 0)).join(" / ")} ms`,
  );
  console.log(
    `The other server's /health during the bursts (${healthTimes.length} requests): p50 ${f(percentile(healthTimes, 50), 1)} ms, max ${f(healthTimes.at(-1) ?? Number.NaN, 1)} ms`,
  );
} finally {
  client.close();
  health.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
}
