import { describe, expect, it } from "vitest";
import { interruptedNavigationTarget } from "../src/interrupted-navigation.ts";
import {
  asError,
  decideOnBuildHash,
  decideOnLoadError,
  isRecoverableLoadError,
  pageDataOutcome,
  pathAfterUnhandledRejection,
} from "../src/page-load-recovery.ts";

const page = "https://ca.hushling.example/fr/magasins/?utm_source=qr-code#map";

describe("decideOnLoadError", () => {
  it("reloads once with reloaded=1 after a chunk-load error, keeping query and hash", () => {
    expect(decideOnLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"), page)).toEqual(
      {
        kind: "reload",
        url: "/fr/magasins/?utm_source=qr-code&reloaded=1#map",
      },
    );
    const chunk = Object.assign(new Error("Loading chunk 42 failed."), { name: "ChunkLoadError" });
    expect(decideOnLoadError(chunk, page).kind).toBe("reload");
  });

  it("reloads once after a page-data error of a static query", () => {
    expect(decideOnLoadError(new Error('We couldn\'t load "/page-data/sq/d/123.json"'), page).kind).toBe("reload");
    expect(decideOnLoadError(new Error("The result of this StaticQuery could not be fetched."), page).kind).toBe(
      "reload",
    );
  });

  it("rethrows when the error recurs after the reload", () => {
    const error = new Error("Importing a module script failed.");
    expect(decideOnLoadError(error, `${page.replace("#map", "")}&reloaded=1`)).toEqual({ kind: "rethrow", error });
  });

  it("rethrows any other error, and turns a value that is not an error into 'Unknown error'", () => {
    const error = new RangeError("bad");
    expect(decideOnLoadError(error, page)).toEqual({ kind: "rethrow", error });
    const decision = decideOnLoadError("just a string", page);
    expect(decision.kind).toBe("rethrow");
    expect(decision.kind === "rethrow" && decision.error.message).toBe("Unknown error");
    expect(asError(undefined).message).toBe("Unknown error");
  });

  it("knows the recoverable errors by name and message", () => {
    expect(isRecoverableLoadError(new Error("Loading CSS chunk 7 failed"))).toBe(true);
    expect(isRecoverableLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

describe("pathAfterUnhandledRejection", () => {
  it("goes to the pending path after an unhandled 'loading chunk N failed'", () => {
    expect(pathAfterUnhandledRejection(new Error("Loading chunk 3 failed."), "/stores/")).toBe("/stores/");
    expect(pathAfterUnhandledRejection("loading chunk 3 failed", "/stores/")).toBe("/stores/");
  });

  it("does nothing for other rejections or without a pending path", () => {
    expect(pathAfterUnhandledRejection(new Error("Network request failed"), "/stores/")).toBeUndefined();
    expect(pathAfterUnhandledRejection(new Error("Loading chunk 3 failed."), undefined)).toBeUndefined();
  });
});

describe("decideOnBuildHash", () => {
  it("reloads once when the deployed build differs, then stays (no loop)", () => {
    expect(decideOnBuildHash({ running: "aaa111", deployed: "bbb222", alreadyReloaded: false })).toBe("reload");
    expect(decideOnBuildHash({ running: "aaa111", deployed: "bbb222", alreadyReloaded: true })).toBe("stay");
  });

  it("stays when the builds match or the manifest could not be read", () => {
    expect(decideOnBuildHash({ running: "aaa111", deployed: "aaa111", alreadyReloaded: false })).toBe("stay");
    expect(decideOnBuildHash({ running: "aaa111", deployed: undefined, alreadyReloaded: false })).toBe("stay");
  });
});

describe("pageDataOutcome", () => {
  it("shows the not-found page for 404 and the error page for 500", () => {
    expect(pageDataOutcome(200, 0)).toBe("show");
    expect(pageDataOutcome(404, 0)).toBe("not-found");
    expect(pageDataOutcome(500, 0)).toBe("server-error");
  });

  it("retries other failures up to 3 times, then marks the page as an error", () => {
    expect(pageDataOutcome("network-error", 0)).toBe("retry");
    expect(pageDataOutcome(503, 2)).toBe("retry");
    expect(pageDataOutcome(503, 3)).toBe("error");
  });
});

describe("interruptedNavigationTarget", () => {
  const giftGuide = "https://us.hushling.example/pages/gift-guide/";
  const now = 1_000_000;

  it("finishes a navigation a reload cut short with a full load of its target, reloaded=1", () => {
    expect(interruptedNavigationTarget({ path: "/products/cribs/?sort=price", at: now - 2000 }, giftGuide, now)).toBe(
      "/products/cribs/?sort=price&reloaded=1",
    );
  });

  it("leaves alone an old or missing memory, the same page, and a target already reloaded", () => {
    expect(interruptedNavigationTarget(undefined, giftGuide, now)).toBeUndefined();
    expect(interruptedNavigationTarget({ path: "/products/cribs/", at: now - 60_000 }, giftGuide, now)).toBeUndefined();
    expect(interruptedNavigationTarget({ path: "/pages/gift-guide/", at: now }, giftGuide, now)).toBeUndefined();
    expect(
      interruptedNavigationTarget({ path: "/products/cribs/?reloaded=1", at: now }, giftGuide, now),
    ).toBeUndefined();
  });
});

describe("a page's data that failed after its retries", () => {
  it("is a load error: one reload of the page with reloaded=1", () => {
    const error = new Error("The data of /products/ could not be loaded (503) after several attempts.");
    error.name = "PageDataUnavailableError";
    expect(isRecoverableLoadError(error)).toBe(true);
    expect(decideOnLoadError(error, "https://us.hushling.example/products/")).toEqual({
      kind: "reload",
      url: "/products/?reloaded=1",
    });
  });
});
