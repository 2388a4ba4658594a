// Loopback ports for the throwaway servers the tests start (scripts/test-postgres.mjs, test-redis.mjs).
import { createConnection } from "node:net";

export { freePort } from "../packages/test-support/src/free-port.mjs";

/** Whether something accepts connections on 127.0.0.1:port within a second. */
export function answers(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port, timeout: 1000 });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}
