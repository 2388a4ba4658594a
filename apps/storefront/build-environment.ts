import { readBuildSettings } from "./app/site/build/build-settings.ts";

/**
 * The build's settings from its environment, for app/routes.ts: React Router evaluates the route table on
 * its own, outside react-router.config.ts, and nothing under app/ reads process.env (ADR 0050).
 */
export const routeTableSettings = readBuildSettings(process.env, process.cwd());
