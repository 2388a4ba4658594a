import type { AddressInfo } from "node:net";
import { type CountrySignal, isBotUserAgent, type RedirectRule } from "@hushling/links";
import { accessLogLine, eventLogLine, type LogSink } from "./access-log.ts";
import { createHttp1Server, type WireAnswer, wireHead } from "./http/http1-server.ts";
import type { RequestHead } from "./http/request-head.ts";
import { type LinkAnswer, linkAnswerer } from "./link-answer.ts";
import { type LinksSettings, linksSettings } from "./links-settings.ts";
import { defaultContentDir, LiveRedirectTable, type RedirectTable } from "./redirect-table.ts";

export type LinksServerOptions = Partial<LinksSettings> & {
  /** TCP port; 0 picks a free one. Default 8090. */
  port?: number;
  /** Interface to listen on; default all interfaces. */
  host?: string;
  /** Folder of link content files; default `<repo>/content/links`. */
  contentDir?: string;
  /** Reload when a content file changes (default true). */
  watch?: boolean;
  /** Reload on SIGHUP (default true). */
  reloadOnSighup?: boolean;
  reloadDebounceMs?: number;
  /** Where JSON log lines go (default stdout); `false` silences them. */
  log?: LogSink | false;
  /** One line per request (default true). */
  accessLog?: boolean;
  /** Open connections held at most; one more is answered 503 (default 4096). */
  maxConnections?: number;
  /** Served when the content cannot be loaded at start (a cluster worker replacing one that died). */
  lastGoodRules?: readonly RedirectRule[] | undefined;
  /** Called with every table that starts being served (at start and after each good reload). */
  onTable?: (table: RedirectTable) => void;
};

export type LinksServer = {
  /** Base URL, e.g. `http://localhost:8090`. */
  url: string;
  port: number;
  /** The table being served right now. */
  readonly table: RedirectTable;
  /** Reloads the content now; resolves false (and keeps the old table) when the content is broken. */
  reload(): Promise<boolean>;
  close(): Promise<void>;
};

const stdoutSink: LogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** Starts the redirect server; rejects when the link content cannot be loaded at all. */
export async function startLinksServer(options: LinksServerOptions = {}): Promise<LinksServer> {
  const { port = 8090, host, contentDir = defaultContentDir, watch = true, reloadOnSighup = true } = options;
  const settings = linksSettings({
    ...(options.maxAgeSeconds !== undefined && { maxAgeSeconds: options.maxAgeSeconds }),
    ...(options.trustedCountryHeaders !== undefined && { trustedCountryHeaders: options.trustedCountryHeaders }),
    ...(options.useAcceptLanguageRegion !== undefined && { useAcceptLanguageRegion: options.useAcceptLanguageRegion }),
    ...(options.storefronts !== undefined && { storefronts: options.storefronts }),
  });
  const sink: LogSink = options.log === false ? () => {} : (options.log ?? stdoutSink);
  const logRequests = options.log !== false && options.accessLog !== false;
  const answerer = linkAnswerer(settings);
  // user-agent only to count bots apart in the access log; it is never logged itself.
  const countryHeaders = new Set([...settings.trustedCountryHeaders, "accept-language", "user-agent"]);
  const emergencyHome = `${settings.storefronts.originOf("us")}/`;

  const live = await LiveRedirectTable.open({
    contentDir,
    storefronts: settings.storefronts,
    watch,
    debounceMs: options.reloadDebounceMs ?? 150,
    lastGoodRules: options.lastGoodRules,
    onReload: (event) => {
      sink(
        event.ok
          ? eventLogLine("links-reloaded", { links: event.table.linkCount, rules: event.table.rules.length })
          : eventLogLine("links-reload-failed", { error: event.error.message, keeping: "last good table" }),
      );
      if (event.ok) options.onTable?.(event.table);
    },
  });
  options.onTable?.(live.current);

  // Answers depend only on (table, method, target, country): keep the recent ones ready to write, header
  // list included. Emptied when the table changes or when it grows too big (hostile traffic only thrashes it).
  const prepared = new Map<string, PreparedAnswer>();
  let preparedFor = live.current;

  const answer = (request: RequestHead): WireAnswer => {
    const startedAt = logRequests ? process.hrtime.bigint() : 0n;
    const { method, target } = request;
    let ready: PreparedAnswer;
    let signal: CountrySignal = "none";
    try {
      const table = live.current;
      if (table !== preparedFor || prepared.size >= maxPrepared) {
        prepared.clear();
        preparedFor = table;
      }
      const decision = answerer.decision(request);
      const country = decision.country;
      signal = decision.signal;
      const key = `${method === "HEAD" ? "GET" : method} ${country ?? ""} ${target}`;
      const known = target.length <= maxPreparedTarget ? prepared.get(key) : undefined;
      if (known) {
        ready = known;
      } else {
        ready = prepare(answerer.answerFor(table, method, target, country));
        if (target.length <= maxPreparedTarget && ready.answer.kind !== "health") prepared.set(key, ready);
      }
    } catch (error) {
      // A bug must not strand a visitor who scanned a printed code: log it and send them home.
      sink(eventLogLine("request-failed", { error: error instanceof Error ? error.message : String(error) }));
      ready = prepare({
        status: 302,
        kind: "unknown-link",
        headers: { Location: emergencyHome, "Cache-Control": "no-store" },
        body: "",
        country: undefined,
      });
    }
    if (logRequests) {
      const bot = isBotUserAgent(request.header("user-agent"));
      sink(accessLogLine(method, target, ready.answer, startedAt, { signal, bot }));
    }
    return ready.wire;
  };

  const { server, closeAllConnections } = createHttp1Server({
    wantedHeaders: countryHeaders,
    answer,
    headersTimeoutMs: 5_000,
    keepAliveTimeoutMs: 5_000,
    ...(options.maxConnections !== undefined && { maxConnections: options.maxConnections }),
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    await live.close();
    throw error;
  }
  const onHangUp = (): void => {
    void live.reload();
  };
  if (reloadOnSighup) process.on("SIGHUP", onHangUp);
  const bound = (server.address() as AddressInfo).port;
  const urlHost = host === undefined || host === "0.0.0.0" || host === "::" ? "localhost" : host;

  return {
    url: `http://${urlHost.includes(":") ? `[${urlHost}]` : urlHost}:${bound}`,
    port: bound,
    get table() {
      return live.current;
    },
    reload: () => live.reload(),
    async close() {
      process.off("SIGHUP", onHangUp);
      await live.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        closeAllConnections();
      });
    },
  };
}

type PreparedAnswer = { answer: LinkAnswer; wire: WireAnswer };

const maxPrepared = 20_000;
const maxPreparedTarget = 512;

function prepare(answer: LinkAnswer): PreparedAnswer {
  return { answer, wire: { head: wireHead(answer.status, answer.headers, answer.body), body: answer.body } };
}
