import { describe, expect, it } from "vitest";
import { redisConnectionOptions } from "../src/redis-connection.ts";

describe("redisConnectionOptions", () => {
  it("reads host, port, credentials and database number from the URL", () => {
    expect(redisConnectionOptions("redis://worker:s%40cret@queue.internal:6380/3")).toEqual({
      host: "queue.internal",
      port: 6380,
      username: "worker",
      password: "s@cret",
      db: 3,
      tls: undefined,
      maxRetriesPerRequest: null,
    });
  });

  it("defaults to port 6379 and database 0, and turns TLS on for rediss://", () => {
    expect(redisConnectionOptions("redis://127.0.0.1")).toMatchObject({ port: 6379, db: 0, tls: undefined });
    expect(redisConnectionOptions("rediss://queue.internal").tls).toEqual({});
  });

  it("refuses a path that is not a database number", () => {
    expect(() => redisConnectionOptions("redis://127.0.0.1/queue")).toThrow(/database number, not "\/queue"/);
  });
});
