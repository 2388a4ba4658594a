import { describe, it } from "vitest";
import { seedingStartTimeoutMs } from "./commerce-process.ts";
import { describeOversell } from "./oversell-scenario.ts";
import { createScratchDatabase, postgresReachable } from "./scratch-postgres.ts";

if (await postgresReachable()) {
  let dropDatabase = async () => {};
  describeOversell(
    "no oversell on PostgreSQL",
    async () => {
      const scratch = await createScratchDatabase("oversell");
      dropDatabase = scratch.drop;
      return { DATABASE_URL: scratch.url };
    },
    () => dropDatabase(),
    // The server seeds the empty scratch database.
    seedingStartTimeoutMs,
  );
} else {
  describe.skip("no oversell on PostgreSQL (not reachable)", () => it("needs PostgreSQL", () => {}));
}
