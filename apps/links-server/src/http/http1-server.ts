import { STATUS_CODES } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import { type HeadProblem, headLimits, isHeadProblem, parseRequestHead, type RequestHead } from "./request-head.ts";

/**
 * A bodiless HTTP/1.x answer ready for the wire: `head` is the status line and header lines (each ending in
 * CRLF, Content-Length included), without Date, Connection or the blank line, which are added per request.
 */
export type WireAnswer = { head: string; body: string };

export type Http1ServerOptions = {
  /** Lowercase names of the headers whose first value `answer` may read. */
  wantedHeaders: ReadonlySet<string>;
  answer(request: RequestHead): WireAnswer;
  /** A request head must be complete this long after its first byte (slow-loris guard). */
  headersTimeoutMs?: number;
  /** An idle connection is closed after this long. */
  keepAliveTimeoutMs?: number;
  /** Open connections this server holds at most; one more is answered 503 and closed. */
  maxConnections?: number;
};

export type Http1Server = { server: Server; closeAllConnections(): void };

/** Status line and headers of an answer, e.g. for `WireAnswer.head`. */
export function wireHead(status: number, headers: Readonly<Record<string, string>>, body: string): string {
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n`;
  for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
  return `${head}Content-Length: ${Buffer.byteLength(body)}\r\n`;
}

const bareLineFeed = /(?:^|[^\r])\n/;

let dateLine = "";
let dateSecond = -1;

/** `Date: ...` for the current second, formatted once a second at most. */
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

function problemResponse({ problem, reason }: HeadProblem | { problem: 408 | 503; reason: string }): string {
  const body = `${STATUS_CODES[problem]}: the request could not be read (${reason}).\n`;
  return `${wireHead(problem, { "Content-Type": "text/plain; charset=utf-8" }, body)}${currentDateLine()}Connection: close\r\n\r\n${body}`;
}

/**
 * One client connection: requests are read strictly, answered in order (pipelining included) and written
 * in one piece per read. Nothing here knows about links; `answer` decides.
 */
class Http1Connection {
  private pending = "";
  private headStartedAt = 0;
  private ended = false;

  constructor(
    private readonly socket: Socket,
    private readonly options: Http1ServerOptions,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", () => socket.destroy());
    // The client stopped sending: answer a request it left unfinished, then close our side too.
    socket.on("end", () => {
      if (this.ended) return;
      if (this.pending.replace(/^(\r\n)+/, "") !== "") {
        this.finish(problemResponse({ problem: 400, reason: "the connection ended inside a request head" }));
      } else {
        this.ended = true;
        socket.end();
      }
    });
  }

  private read(chunk: Buffer): void {
    if (this.ended) return;
    const text = chunk.toString("latin1");
    this.pending = this.pending === "" ? text : this.pending + text;
    // The deadline runs from the first byte after the last answer, empty lines included: a client that only
    // ever sends CRLF must not hold the connection forever.
    let startedAt = this.headStartedAt; // 0: the next head began in this read
    let idle = false;
    let out = "";
    for (;;) {
      let start = 0;
      // RFC 9112 2.2: empty lines before a request line are ignored (but still count against the deadline).
      while (this.pending.startsWith("\r\n", start)) start += 2;
      const end = this.pending.indexOf("\r\n\r\n", start);
      if (end < 0) {
        this.pending = this.pending.slice(start);
        if (this.pending.length > headLimits.maxHeadBytes) {
          this.finish(out + problemResponse({ problem: 431, reason: "request head too large" }));
          return;
        }
        // Lines end in CRLF; a bare LF would otherwise leave the head unfinished until the timeout.
        if (bareLineFeed.test(this.pending)) {
          this.finish(out + problemResponse({ problem: 400, reason: "line ended without CR" }));
          return;
        }
        idle = this.pending === "" && start === 0;
        break;
      }
      const parsed = parseRequestHead(this.pending, start, end, this.options.wantedHeaders);
      this.pending = end + 4 === this.pending.length ? "" : this.pending.slice(end + 4);
      if (isHeadProblem(parsed)) {
        this.finish(out + problemResponse(parsed));
        return;
      }
      const { head, body } = this.options.answer(parsed);
      const connection = !parsed.keepAlive
        ? "Connection: close\r\n"
        : parsed.http10
          ? "Connection: keep-alive\r\n"
          : "";
      out += `${head}${currentDateLine()}${connection}\r\n${parsed.method === "HEAD" ? "" : body}`;
      if (!parsed.keepAlive) {
        this.finish(out);
        return;
      }
      // Each pipelined request gets its own deadline: a busy connection is not a slow one.
      startedAt = 0;
    }
    this.headStartedAt = idle ? 0 : startedAt || Date.now();
    if (out && !this.socket.write(out, "latin1")) {
      // The client reads slower than it sends: stop reading until it catches up.
      this.socket.pause();
      this.socket.once("drain", () => this.socket.resume());
    }
  }

  private finish(out: string): void {
    this.ended = true;
    this.pending = "";
    this.socket.end(out, "latin1");
  }

  /** Closes the connection when a started head has taken too long (answered 408) or it sat idle. */
  expire(now: number, headersTimeoutMs: number): void {
    if (!this.ended && this.headStartedAt !== 0 && now - this.headStartedAt > headersTimeoutMs) {
      this.finish(problemResponse({ problem: 408, reason: "the request head took too long" }));
    }
  }
}

/** See the README's limits: enough for ~800 new visitors a second per process at the 5 s idle timeout. */
export const defaultMaxConnections = 4096;

const overCapacity = problemResponse({ problem: 503, reason: "too many open connections, try again" }).replace(
  "Connection: close\r\n",
  "Connection: close\r\nRetry-After: 1\r\n",
);

/**
 * Past the cap a connection gets one short 503 (a load balancer retries elsewhere) and is closed; what the
 * client sends is read and dropped so that closing does not reset the connection before it reads the answer.
 */
function refuseOverCapacity(socket: Socket): void {
  socket.on("error", () => socket.destroy());
  socket.on("data", () => {});
  socket.setTimeout(1_000, () => socket.destroy());
  socket.end(overCapacity, "latin1");
}

/** A node:net server speaking just enough HTTP/1.x for bodiless GET/HEAD answers (ADR 0007). */
export function createHttp1Server(options: Http1ServerOptions): Http1Server {
  const headersTimeoutMs = options.headersTimeoutMs ?? 5_000;
  const keepAliveTimeoutMs = options.keepAliveTimeoutMs ?? 5_000;
  const maxConnections = options.maxConnections ?? defaultMaxConnections;
  const connections = new Map<Socket, Http1Connection>();
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    if (connections.size >= maxConnections) {
      refuseOverCapacity(socket);
      return;
    }
    connections.set(socket, new Http1Connection(socket, options));
    socket.setTimeout(keepAliveTimeoutMs, () => socket.destroy());
    socket.once("close", () => connections.delete(socket));
  });
  // One timer for all connections instead of one per request head.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) connection.expire(now, headersTimeoutMs);
  }, 1_000);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));
  return {
    server,
    closeAllConnections() {
      for (const socket of connections.keys()) socket.destroy();
    },
  };
}
