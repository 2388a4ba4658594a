import { describe, expect, it } from "vitest";
import { buildDirectoriesFor, buildStorefront } from "../app/site/build-storefront.server.ts";

const app = "/repo/apps/storefront";

describe("buildStorefront", () => {
  it("is the us storefront by default", () => {
    expect(buildStorefront({}).id).toBe("us");
  });

  it("names the valid ids when STOREFRONT is wrong", () => {
    expect(() => buildStorefront({ STOREFRONT: "xx" })).toThrow(
      /STOREFRONT="xx" is not a storefront; use one of: us, ca/,
    );
  });
});

describe("buildDirectoriesFor", () => {
  it("builds in build/<id> by default", () => {
    expect(buildDirectoriesFor("eu", {}, app)).toEqual({ build: "build/eu" });
  });

  it("builds straight into STOREFRONT_OUT_DIR inside the repository", () => {
    expect(buildDirectoriesFor("us", { STOREFRONT_OUT_DIR: "/repo/test-results/build/us" }, app)).toEqual({
      build: "/repo/test-results/build/us",
    });
  });

  it("stages a build for a folder outside the repository and publishes it there", () => {
    const directories = buildDirectoriesFor("us", { STOREFRONT_OUT_DIR: "/tmp/e2e/build/us" }, app);
    expect(directories.publish).toBe("/tmp/e2e/build/us");
    expect(directories.build).toMatch(/^build\/\.staging\/us-\d+$/);
  });
});
