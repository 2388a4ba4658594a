import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttp1Server, type Http1Server, wireHead } from "../src/http/http1-server.ts";
import { exchangeRaw, parseAnswer } from "./raw-http.ts";

// The transport alone, with an answer that echoes what it was given, so each wire rule is visible.
let http: Http1Server;
let port: number;

beforeAll(async () => {
  http = createHttp1Server({
    wantedHeaders: new Set(["x-country"]),
    answer: (request) => {
      const body = `${request.method} ${request.target} ${request.header("x-country") ?? "-"}\n`;
      return { head: wireHead(200, { "Content-Type": "text/plain" }, body), body };
    },
    headersTimeoutMs: 300,
  });
  await new Promise<void>((resolve) => http.server.listen(0, "127.0.0.1", resolve));
  port = (http.server.address() as AddressInfo).port;
});

afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.server.close(resolve));
});

/** Sends `bytes` and collects everything until the server closes or `quietMs` pass without data. */
function converse(bytes: string[], quietMs = 400): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    };
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      quiet();
    });
    socket.on("close", done);
    socket.on("error", () => {});
    socket.on("connect", () => {
      for (const part of bytes) socket.write(part);
      quiet();
    });
  });
}

const request = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: t\r\n${extra}\r\n`;

describe("the HTTP/1.1 transport", () => {
  it("answers pipelined requests in order on one connection, with Date and Content-Length", async () => {
    const text = await converse([request("/a") + request("/b", "X-Country: de\r\n") + request("/c")]);
    const bodies = text.match(/GET \/\w \S+\n/g);
    expect(bodies).toEqual(["GET /a -\n", "GET /b de\n", "GET /c -\n"]);
    expect(text.match(/^Date: /gm)).toHaveLength(3);
    expect(text).not.toContain("Connection: close");
  });

  it("reassembles a head split across many writes", async () => {
    const whole = request("/split", "X-Country: se\r\n");
    const text = await converse([...whole]);
    expect(text).toContain("GET /split se\n");
  });

  it("sends no body for HEAD but the body's length", async () => {
    const answer = parseAnswer(
      Buffer.from(await converse(["HEAD /h HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"]), "latin1"),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-length")).toEqual(["10"]); // "HEAD /h -\n"
    expect(answer.body).toBe("");
  });

  it("closes after Connection: close, and after HTTP/1.0 unless keep-alive is asked", async () => {
    const closed = await converse([request("/a", "Connection: close\r\n") + request("/b")]);
    expect(closed).toContain("Connection: close");
    expect(closed).not.toContain("GET /b");
    const http10 = await converse(["GET /x HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /y HTTP/1.0\r\n\r\n"]);
    expect(http10).toContain("Connection: keep-alive");
    expect(http10).toContain("GET /y -");
  });

  it("never reads a body: it answers, then closes instead of parsing the body as a request", async () => {
    const smuggled = "GET /inner HTTP/1.1\r\nHost: t\r\n\r\n";
    const text = await converse([request("/outer", `Content-Length: ${smuggled.length}\r\n`) + smuggled]);
    expect(text).toContain("GET /outer -");
    expect(text).not.toContain("/inner");
  });

  it("refuses a line that ends in a bare LF at once instead of waiting for CRLF", async () => {
    const answer = await exchangeRaw(port, "GET / HTTP/1.1\nHost: t\n\n");
    expect(answer.status).toBe(400);
  });

  it("answers a head left unfinished when the client stops sending", async () => {
    const answer = await exchangeRaw(port, "GET / HTTP/1.1\r\nHost: t\r\n");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("ended inside a request head");
  });

  it("answers 408 to a head that trickles in too slowly", async () => {
    const text = await converse(["GET /slow HTTP/1.1\r\n"], 2_500);
    expect(parseAnswer(Buffer.from(text, "latin1")).status).toBe(408);
  });

  it("answers 431 as soon as a head outgrows the limit, without waiting for its end", async () => {
    const text = await converse([`GET /${"a".repeat(20_000)}`]);
    expect(parseAnswer(Buffer.from(text, "latin1")).status).toBe(431);
  });
});
