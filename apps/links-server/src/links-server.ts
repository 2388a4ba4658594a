import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { accessLogLine, eventLogLine, type LogSink } from "./access-log.ts";
import { type LinkAnswer, linkAnswerer } from "./link-answer.ts";
import { type LinksSettings, linksSettings } from "./links-settings.ts";
import { defaultContentDir, LiveRedirectTable, type RedirectTable } from "./redirect-table.ts";
import type { LinkRequest } from "./visitor-request.ts";

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
  const countryHeaders = new Set([...settings.trustedCountryHeaders, "accept-language"]);
  const emergencyHome = `https://${settings.storefronts.byId("us").host}/`;

  const live = await LiveRedirectTable.open({
    contentDir,
    storefronts: settings.storefronts,
    watch,
    debounceMs: options.reloadDebounceMs ?? 150,
    onReload: (event) =>
      sink(
        event.ok
          ? eventLogLine("links-reloaded", { links: event.table.linkCount, rules: event.table.rules.length })
          : eventLogLine("links-reload-failed", { error: event.error.message, keeping: "last good table" }),
      ),
  });

  // Answers depend only on (table, method, target, country): keep the recent ones ready to write, header
  // list included. Emptied when the table changes or when it grows too big (hostile traffic only thrashes it).
  const prepared = new Map<string, PreparedAnswer>();
  let preparedFor = live.current;

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const startedAt = logRequests ? process.hrtime.bigint() : 0n;
    const method = req.method ?? "";
    const target = req.url ?? "";
    let ready: PreparedAnswer;
    try {
      const table = live.current;
      if (table !== preparedFor || prepared.size >= maxPrepared) {
        prepared.clear();
        preparedFor = table;
      }
      const country = answerer.country(new NodeLinkRequest(req, countryHeaders));
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
    res.writeHead(ready.answer.status, ready.headerList);
    res.end(method === "HEAD" ? undefined : ready.answer.body);
    if (logRequests) sink(accessLogLine(method, target, ready.answer, startedAt));
  };

  const server = createServer({ requestTimeout: 10_000, headersTimeout: 5_000, keepAliveTimeout: 5_000 }, handle);
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => answerUnparsable(error, socket));
  // Node hands CONNECT to a separate event and drops the connection when nobody listens; answer it instead.
  server.on("connect", (_request: IncomingMessage, socket: Duplex) =>
    answerOnSocket(socket, 405, "Allow: GET, HEAD\r\n"),
  );

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
        server.closeAllConnections();
      });
    },
  };
}

type PreparedAnswer = { answer: LinkAnswer; headerList: string[] };

const maxPrepared = 20_000;
const maxPreparedTarget = 512;

function prepare(answer: LinkAnswer): PreparedAnswer {
  const headerList = Object.entries(answer.headers).flat();
  headerList.push("Content-Length", String(Buffer.byteLength(answer.body)));
  return { answer, headerList };
}

/**
 * The request's headers as nginx sees them: the first value of each name wins; every Cookie line kept. Only
 * the names the answer can depend on are kept, in one pass over rawHeaders. A class, so that no closure is
 * created per request (tsx also wraps every closure to name it, which showed up in profiles).
 */
class NodeLinkRequest implements LinkRequest {
  readonly method: string;
  readonly target: string;
  readonly cookieLines: string[] = [];
  private readonly first = new Map<string, string>();

  constructor(req: IncomingMessage, wanted: ReadonlySet<string>) {
    this.method = req.method ?? "";
    this.target = req.url ?? "";
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = (raw[i] as string).toLowerCase();
      if (name === "cookie") this.cookieLines.push(raw[i + 1] as string);
      else if (wanted.has(name) && !this.first.has(name)) this.first.set(name, raw[i + 1] as string);
    }
  }

  header(name: string): string | undefined {
    return this.first.get(name);
  }
}

/** Requests Node cannot parse (bad bytes, CRLF tricks, oversized headers) get a 4xx, never a 5xx. */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  answerOnSocket(socket, status);
}

function answerOnSocket(socket: Duplex, status: number, extraHeaders = ""): void {
  const body =
    status === 405
      ? "Method not allowed: short links answer GET and HEAD.\n"
      : `${STATUS_CODES[status]}: the request could not be read.\n`;
  socket.on("error", () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n${extraHeaders}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
