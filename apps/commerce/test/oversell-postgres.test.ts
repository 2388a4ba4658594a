import { describe, it } from "vitest";
import { seedingStartTimeoutMs } from "./commerce-process.ts";
import { describeOversell } from "./oversell-scenario.ts";
import { postgresReachable, seededPostgresDatabase } from "./scratch-postgres.ts";

if (await postgresReachable()) {
  let dropDatabase = async () => {};
  describeOversell(
    "no oversell on PostgreSQL",
    async (dataDir) => {
      const copy = await seededPostgresDatabase("oversell", dataDir);
      dropDatabase = copy.drop;
      return copy.env;
    },
    () => dropDatabase(),
    // The first suite to ask seeds the shared template inside this start's wait.
    seedingStartTimeoutMs,
  );
} else {
  describe.skip("no oversell on PostgreSQL (not reachable)", () => it("needs PostgreSQL", () => {}));
}
