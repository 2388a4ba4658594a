import type { IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";

/** What the tests read of an error event the SDK sent. */
export type ReceivedEvent = {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string };
  user?: unknown;
};

export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/** The error events of an envelope: newline-separated JSON, a header, then item header and payload pairs. */
export function errorEvents(envelope: string): ReceivedEvent[] {
  const lines = envelope.split("\n").filter(Boolean);
  const events: ReceivedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? "{}") as { type?: string };
    if (itemHeader.type === "event") events.push(JSON.parse(lines[index + 1] ?? "{}") as ReceivedEvent);
  }
  return events;
}

/** A fake ingest's handling of a POST to the envelope endpoint (possibly gzipped): its error events. */
export async function envelopeErrorEvents(request: IncomingMessage): Promise<ReceivedEvent[]> {
  const body = await readBody(request);
  const text =
    request.headers["content-encoding"] === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");
  return errorEvents(text);
}
