import { seededSqliteDataDir } from "./commerce-process.ts";
import { describeOversell } from "./oversell-scenario.ts";

describeOversell("no oversell on SQLite", (dataDir) => seededSqliteDataDir(dataDir));
