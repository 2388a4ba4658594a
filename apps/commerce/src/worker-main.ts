import { runCommerce } from "./run-commerce.ts";

// The job-queue worker's entry point, whatever COMMERCE_PROCESS says: deployments start it beside
// servers started with COMMERCE_PROCESS=server (docs/adr/0003).
runCommerce({ ...process.env, COMMERCE_PROCESS: "worker" });
