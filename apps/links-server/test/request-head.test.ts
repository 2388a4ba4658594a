import { describe, expect, it } from "vitest";
import { isHeadProblem, parseRequestHead, type RequestHead } from "../src/http/request-head.ts";

const wanted = new Set(["cf-ipcountry", "accept-language"]);

function parse(head: string) {
  return parseRequestHead(head, 0, head.length, wanted);
}

function parsed(head: string): RequestHead {
  const result = parse(head);
  if (isHeadProblem(result)) throw new Error(`expected a request, got ${result.problem} ${result.reason}`);
  return result;
}

describe("parseRequestHead", () => {
  it("reads method, target, wanted headers (first value wins) and every Cookie line", () => {
    const request = parsed(
      [
        "GET /redirects/baby-crib/?country=de HTTP/1.1",
        "Host: links.test",
        "CF-IPCountry:  SE  ",
        "cf-ipcountry: DE",
        "Cookie: a=1",
        "X-Other: ignored",
        "Cookie: country=fr",
      ].join("\r\n"),
    );
    expect(request).toMatchObject({ method: "GET", target: "/redirects/baby-crib/?country=de", keepAlive: true });
    expect(request.header("cf-ipcountry")).toBe("SE");
    expect(request.header("x-other")).toBeUndefined();
    expect(request.cookieLines).toEqual(["a=1", "country=fr"]);
  });

  it("parses a head in the middle of a larger buffer", () => {
    const text = "junkGET / HTTP/1.1\r\nHost: a\r\n\r\nmore";
    const request = parseRequestHead(text, 4, text.indexOf("\r\n\r\n"), wanted);
    expect(isHeadProblem(request) ? request : request.target).toBe("/");
  });

  it.each([
    ["HTTP/1.1 default", "GET / HTTP/1.1\r\nHost: a", true],
    ["Connection: close", "GET / HTTP/1.1\r\nHost: a\r\nConnection: Keep-Alive, close", false],
    ["HTTP/1.0 default", "GET / HTTP/1.0", false],
    ["HTTP/1.0 keep-alive", "GET / HTTP/1.0\r\nConnection: keep-alive", true],
    ["a request with a body", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5", false],
    ["chunked", "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked", false],
    ["Content-Length 0", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0", true],
  ])("keep-alive: %s", (_, head, keepAlive) => {
    expect(parsed(head).keepAlive).toBe(keepAlive);
  });

  it.each([
    ["an empty head", ""],
    ["no version", "GET /"],
    ["HTTP/2.0", "GET / HTTP/2.0\r\nHost: a"],
    ["HTTP/9.9", "GET / HTTP/9.9\r\nHost: a"],
    ["lowercase version", "GET / http/1.1\r\nHost: a"],
    ["two spaces", "GET  / HTTP/1.1\r\nHost: a"],
    ["a space in the target", "GET /a b HTTP/1.1\r\nHost: a"],
    ["a raw non-ASCII target", "GET /caf\u00e9 HTTP/1.1\r\nHost: a"],
    ["a tab in the target", "GET /a\tb HTTP/1.1\r\nHost: a"],
    ["a bare LF in the request line", "GET /\nLocation: x HTTP/1.1\r\nHost: a"],
    ["a method with a slash", "GE/T / HTTP/1.1\r\nHost: a"],
    ["no Host on HTTP/1.1", "GET / HTTP/1.1"],
    ["two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nHost: b"],
    ["a header without a colon", "GET / HTTP/1.1\r\nHost: a\r\nEvil header line"],
    ["a space before the colon", "GET / HTTP/1.1\r\nHost : a"],
    ["an empty header name", "GET / HTTP/1.1\r\nHost: a\r\n: value"],
    ["a folded header", "GET / HTTP/1.1\r\nHost: a\r\n  continued"],
    ["a raw CR in a value", "GET / HTTP/1.1\r\nHost: a\r\nCookie: country=de\rSet-Cookie: x"],
    ["a bare LF in a value", "GET / HTTP/1.1\r\nHost: a\r\nCookie: country=de\nSet-Cookie: x"],
    ["a NUL in a value", "GET / HTTP/1.1\r\nHost: a\r\nCookie: a\u0000b"],
    ["a DEL in a value", "GET / HTTP/1.1\r\nHost: a\r\nCookie: a\u007fb"],
    ["a negative Content-Length", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1"],
    ["two different Content-Lengths", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\nContent-Length: 5"],
  ])("refuses %s with 400", (_, head) => {
    expect(parse(head)).toMatchObject({ problem: 400 });
  });

  it("accepts obs-text in header values (latin1 bytes), as node:http and nginx do", () => {
    expect(parsed("GET / HTTP/1.1\r\nHost: a\r\nCookie: \u00ff\u00fe;country=\u00e9").cookieLines).toEqual([
      "\u00ff\u00fe;country=\u00e9",
    ]);
  });

  it("answers 431 to an oversized head or too many header lines", () => {
    expect(parse(`GET /${"a".repeat(17_000)} HTTP/1.1\r\nHost: a`)).toMatchObject({ problem: 431 });
    const lines = Array.from({ length: 101 }, (_, i) => `X-${i}: ${i}`);
    expect(parse(["GET / HTTP/1.1", "Host: a", ...lines].join("\r\n"))).toMatchObject({ problem: 431 });
  });
});
