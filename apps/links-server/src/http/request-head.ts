import type { LinkRequest } from "../visitor-request.ts";

/**
 * The head of one HTTP/1.x request, read strictly (RFC 9112) from its latin1 text. The redirect server
 * never reads a request body, so everything it needs is here; anything ambiguous is refused rather than
 * guessed at (ADR 0007).
 */
export type RequestHead = LinkRequest & {
  /** The connection may carry another request after this one's answer. */
  keepAlive: boolean;
  /** HTTP/1.0 keep-alive must be confirmed in the answer. */
  http10: boolean;
};

export type HeadProblem = { problem: 400 | 431; reason: string };

export const headLimits = {
  /** Like node:http's default: the whole head, request line included. */
  maxHeadBytes: 16 * 1024,
  maxHeaderLines: 100,
} as const;

// Character classes of RFC 9110 as lookup tables: the head is checked one character at a time, once.
const tchar = new Uint8Array(256);
for (const char of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  tchar[char.charCodeAt(0)] = 1;
}
// Field values: visible ASCII, space, tab and obs-text; no control characters (CR, LF, NUL, DEL...).
const fieldChar = new Uint8Array(256).map((_, code) => Number(code === 9 || (code >= 0x20 && code !== 0x7f)));
const isSpaceOrTab = (code: number) => code === 0x20 || code === 0x09;
const digits = /^\d{1,15}$/;

/** Index just past a run of `table` characters starting at `from`, stopping at `end`. */
function skip(text: string, from: number, end: number, table: Uint8Array): number {
  let at = from;
  while (at < end && table[text.charCodeAt(at)] === 1) at++;
  return at;
}

class ParsedRequest implements RequestHead {
  readonly cookieLines: string[] = [];
  keepAlive = false;
  // The few wanted headers in parallel arrays: cheaper than a Map per request on the hot path.
  private readonly names: string[] = [];
  private readonly values: string[] = [];
  constructor(
    readonly method: string,
    readonly target: string,
    readonly http10: boolean,
  ) {}

  header(name: string): string | undefined {
    const index = this.names.indexOf(name);
    return index < 0 ? undefined : this.values[index];
  }

  /** Keeps the first value of a header, as nginx's `$http_*` does. */
  keepFirst(name: string, value: string): void {
    if (!this.names.includes(name)) {
      this.names.push(name);
      this.values.push(value);
    }
  }
}

const bad = (reason: string): HeadProblem => ({ problem: 400, reason });

/**
 * Parses `text.slice(start, end)`: the head of one request, without the blank line that ends it, leading
 * empty lines already skipped. `wanted` names the (lowercase) headers whose first value the answer may
 * read; Cookie lines are always kept.
 */
export function parseRequestHead(
  text: string,
  start: number,
  end: number,
  wanted: ReadonlySet<string>,
): RequestHead | HeadProblem {
  if (end - start > headLimits.maxHeadBytes) return { problem: 431, reason: "request head too large" };
  let lineEnd = text.indexOf("\r\n", start);
  if (lineEnd < 0 || lineEnd > end) lineEnd = end;
  const requestLine = parseRequestLine(text, start, lineEnd);
  if ("problem" in requestLine) return requestLine;

  const request = new ParsedRequest(requestLine.method, requestLine.target, requestLine.http10);
  let lines = 0;
  let hosts = 0;
  let contentLength: string | undefined;
  let hasBody = false;
  let close = false;
  let keepAliveAsked = false;
  for (let at = lineEnd + 2; at < end; at = lineEnd + 2) {
    if (++lines > headLimits.maxHeaderLines) return { problem: 431, reason: "too many header lines" };
    lineEnd = text.indexOf("\r\n", at);
    if (lineEnd < 0 || lineEnd > end) lineEnd = end;
    const colon = skip(text, at, lineEnd, tchar);
    if (colon === at) return bad(isSpaceOrTab(text.charCodeAt(at)) ? "folded header line" : "header without a name");
    if (colon === lineEnd || text.charCodeAt(colon) !== 0x3a) return bad("invalid header name");
    let valueStart = colon + 1;
    if (skip(text, valueStart, lineEnd, fieldChar) !== lineEnd) return bad("control character in a header value");
    let valueEnd = lineEnd;
    while (valueStart < valueEnd && isSpaceOrTab(text.charCodeAt(valueStart))) valueStart++;
    while (valueEnd > valueStart && isSpaceOrTab(text.charCodeAt(valueEnd - 1))) valueEnd--;
    const name = text.slice(at, colon).toLowerCase();
    const value = text.slice(valueStart, valueEnd);
    switch (name) {
      case "host":
        hosts++;
        break;
      case "content-length":
        if (!digits.test(value) || (contentLength !== undefined && contentLength !== value)) {
          return bad("invalid Content-Length");
        }
        contentLength = value;
        hasBody ||= Number(value) > 0;
        break;
      case "transfer-encoding":
        hasBody = true;
        break;
      case "connection":
        for (const token of value.toLowerCase().split(",")) {
          const option = token.trim();
          if (option === "close") close = true;
          else if (option === "keep-alive") keepAliveAsked = true;
        }
        break;
      case "cookie":
        request.cookieLines.push(value);
        continue;
    }
    if (wanted.has(name)) request.keepFirst(name, value);
  }
  if (hosts > 1 || (hosts === 0 && !request.http10)) return bad("exactly one Host header is required");
  // A body is never read, so a connection that carries one cannot be trusted to frame the next request.
  request.keepAlive = !close && !hasBody && (request.http10 ? keepAliveAsked : true);
  return request;
}

/** `METHOD SP request-target SP HTTP/1.x`, the target visible ASCII only. */
function parseRequestLine(
  text: string,
  start: number,
  end: number,
): { method: string; target: string; http10: boolean } | HeadProblem {
  const methodEnd = skip(text, start, end, tchar);
  if (methodEnd === start || text.charCodeAt(methodEnd) !== 0x20) return bad("malformed request line");
  let targetEnd = methodEnd + 1;
  while (targetEnd < end && text.charCodeAt(targetEnd) > 0x20 && text.charCodeAt(targetEnd) < 0x7f) targetEnd++;
  if (targetEnd === methodEnd + 1 || text.charCodeAt(targetEnd) !== 0x20) return bad("malformed request line");
  const version = text.slice(targetEnd + 1, end);
  // 400, not 505: the rule is "never a 5xx" for anything a client sends.
  if (version !== "HTTP/1.1" && version !== "HTTP/1.0") return bad("only HTTP/1.0 and HTTP/1.1 are spoken here");
  return {
    method: text.slice(start, methodEnd),
    target: text.slice(methodEnd + 1, targetEnd),
    http10: version === "HTTP/1.0",
  };
}

export function isHeadProblem(value: RequestHead | HeadProblem): value is HeadProblem {
  return "problem" in value;
}
