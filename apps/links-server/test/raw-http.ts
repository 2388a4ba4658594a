import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";

export type HttpAnswer = {
  status: number;
  /** Lowercase header name -> every value sent. */
  headers: Map<string, string[]>;
  body: string;
};

/** First value of a header, or undefined. */
export function headerOf(answer: HttpAnswer, name: string): string | undefined {
  return answer.headers.get(name.toLowerCase())?.[0];
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/** An ordinary request through Node's client (keep-alive), redirects not followed. */
export function send(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: target,
        method: options.method ?? "GET",
        headers: options.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Map<string, string[]>();
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = (res.rawHeaders[i] ?? "").toLowerCase();
            headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1] ?? ""]);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Writes raw bytes (anything, including malformed requests) on a fresh connection and parses whatever comes
 * back before the server closes it. `status` 0 means the connection closed without an answer.
 */
export function exchangeRaw(port: number, bytes: string | Buffer, timeoutMs = 5000): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(String(bytes).slice(0, 120))}`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks)));
    });
    socket.write(bytes);
    // Half-close so that the server answers and then ends the connection.
    socket.end();
  });
}

export function parseAnswer(raw: Buffer): HttpAnswer {
  const text = raw.toString("latin1");
  const split = text.indexOf("\r\n\r\n");
  const head = split < 0 ? text : text.slice(0, split);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { status: status ? Number(status) : 0, headers, body: split < 0 ? "" : text.slice(split + 4) };
}
