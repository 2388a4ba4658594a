// A port for a server a test or a bench starts. Plain JavaScript so that the root scripts (which run
// before `npm install` has made the workspaces resolvable) share it with the workspaces.
import { createServer } from "node:net";

// Picked below the kernel's ephemeral range (Linux 32768-60999, macOS and Windows 49152-65535). Every
// outgoing connection (a test's database pool, Chromium, an HTTP client) takes its local port from that
// range, so a port found there with listen(0) and released can be taken by one of them before the server
// that wanted it binds: EADDRINUSE minutes later, after a seed. Below the range only another listener can
// take it, and the check below skips those.
const LOWEST = 20000;
const HIGHEST = 32000;
const ATTEMPTS = 64;

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 nothing listens on, outside the range outgoing connections use. */
export async function freePort() {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST} after ${ATTEMPTS} tries`);
}
