import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { terserPass } from "./scripts/terser-pass.ts";

export default defineConfig({
  // TERSER_CACHE_DIR: the bench's cold build starts from an empty one without wiping this default.
  plugins: [reactRouter(), terserPass(process.env.TERSER_CACHE_DIR ?? "build/.terser-cache")],
  build: { reportCompressedSize: false },
  logLevel: process.env.STOREFRONT_QUIET ? "warn" : "info",
});
