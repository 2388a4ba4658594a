import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttp1Server, type Http1Server, type Http1ServerOptions, wireHead } from "../src/http/http1-server.ts";
import { exchangeRaw, parseAnswer } from "./raw-http.ts";

// The transport alone, with an answer that echoes what it was given, so each wire rule is visible.
let http: Http1Server;
let port: number;

async function echoServer(options: Partial<Http1ServerOptions> = {}): Promise<{ http: Http1Server; port: number }> {
  const server = createHttp1Server({
    wantedHeaders: new Set(["x-country"]),
    answer: (request) => {
      const body = `${request.method} ${request.target} ${request.header("x-country") ?? "-"}\n`;
      return { head: wireHead(200, { "Content-Type": "text/plain" }, body), body };
    },
    headersTimeoutMs: 300,
    ...options,
  });
  await new Promise<void>((resolve) => server.server.listen(0, "127.0.0.1", resolve));
  return { http: server, port: (server.server.address() as AddressInfo).port };
}

async function stop(server: Http1Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.server.close(resolve));
}

beforeAll(async () => {
  ({ http, port } = await echoServer());
});

afterAll(async () => {
  await stop(http);
});

/** Sends `bytes` and collects everything until the server closes or `quietMs` pass without data. */
function converse(bytes: string[], quietMs = 400, toPort = port): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: toPort });
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

/** A connection whose answers pile up in `received()`. */
function listening(): { socket: Socket; received: () => string } {
  const socket = connect({ host: "127.0.0.1", port });
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  return { socket, received: () => text };
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

  it("counts empty lines against the head deadline: a client sending only CRLF is answered 408 and closed", async () => {
    const { socket, received } = listening();
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    // Ten times the deadline of empty lines, each well inside the idle timeout.
    const trickle = setInterval(() => socket.write("\r\n"), 60);
    const gaveUp = new Promise<"still open">((resolve) => setTimeout(() => resolve("still open"), 3_000));
    const outcome = await Promise.race([closed.then(() => "closed" as const), gaveUp]);
    clearInterval(trickle);
    socket.destroy();
    expect(outcome).toBe("closed");
    expect(parseAnswer(Buffer.from(received(), "latin1")).status).toBe(408);
  });

  it("gives each pipelined request its own deadline: a connection busy for many deadlines is never cut", async () => {
    const { socket, received } = listening();
    await new Promise((resolve) => socket.once("connect", resolve));
    // Every write ends one request and starts the next, so a head is always pending; 2.4 s is 8 deadlines.
    const whole = request("/p");
    const half = whole.length >> 1;
    socket.write(whole.slice(0, half));
    const writes = 40;
    for (let sent = 0; sent < writes; sent++) {
      await new Promise((resolve) => setTimeout(resolve, 60));
      socket.write(whole.slice(half) + whole.slice(0, half));
    }
    socket.write(whole.slice(half));
    const deadline = Date.now() + 5_000;
    while ((received().match(/GET \/p -\n/g) ?? []).length < writes + 1 && !socket.destroyed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.destroy();
    expect(received()).not.toContain(" 408 ");
    expect((received().match(/GET \/p -\n/g) ?? []).length).toBe(writes + 1);
  });

  it("holds at most maxConnections open: one more is answered 503 and closed, and a freed place is reused", async () => {
    const capped = await echoServer({ maxConnections: 3, headersTimeoutMs: 5_000 });
    const open = (): Promise<Socket> =>
      new Promise((resolve) => {
        const socket = connect({ host: "127.0.0.1", port: capped.port }, () => resolve(socket));
        socket.on("error", () => {});
      });
    try {
      const held = [await open(), await open(), await open()];
      // The three held connections are still served; the fourth is not.
      const first = held[0] as Socket;
      const answered = new Promise<string>((resolve) =>
        first.once("data", (chunk: Buffer) => resolve(chunk.toString())),
      );
      first.write(request("/held"));
      expect(await answered).toContain("GET /held -");
      const refused = await exchangeRaw(capped.port, request("/fourth", "Connection: close\r\n"));
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toEqual(["1"]);
      const closedOne = new Promise((resolve) => first.once("close", resolve));
      first.destroy();
      await closedOne;
      // The server sees the close a moment after the client does.
      let again = await exchangeRaw(capped.port, request("/again", "Connection: close\r\n"));
      for (let tries = 0; again.status === 503 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await exchangeRaw(capped.port, request("/again", "Connection: close\r\n"));
      }
      expect(again.status).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      await stop(capped.http);
    }
  });
});
