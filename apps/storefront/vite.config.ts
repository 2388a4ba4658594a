import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { terserPass } from "./scripts/terser-pass.ts";

export default defineConfig({
  plugins: [reactRouter(), terserPass("build/.terser-cache")],
  build: { reportCompressedSize: false },
  logLevel: process.env.STOREFRONT_QUIET ? "warn" : "info",
});
