import { describeOversell } from "./oversell-scenario.ts";

describeOversell("no oversell on SQLite", async () => ({}));
