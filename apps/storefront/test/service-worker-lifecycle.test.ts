import { describe, expect, it } from "vitest";
import { canRegisterServiceWorker, lifecycleAction } from "../app/site/offline/service-worker-lifecycle.ts";

describe("canRegisterServiceWorker", () => {
  it.each([
    ["https:", "www.hushling.example"],
    ["http:", "localhost"],
    ["http:", "ca.localhost"],
    ["http:", "127.0.0.1"],
    ["http:", "[::1]"],
  ])("allows %s//%s", (protocol, hostname) => {
    expect(canRegisterServiceWorker({ protocol, hostname })).toBe(true);
  });

  it.each([
    ["http:", "www.hushling.example"],
    ["http:", "localhost.hushling.example"],
    ["http:", "127.0.0.300"],
    ["file:", ""],
  ])("refuses %s//%s", (protocol, hostname) => {
    expect(canRegisterServiceWorker({ protocol, hostname })).toBe(false);
  });
});

describe("lifecycleAction", () => {
  it("tells the visitor about a new version when another worker controls the page", () => {
    expect(lifecycleAction({ type: "installed", hadController: true, resourcesFailed: false })).toBe(
      "show-new-version",
    );
  });

  it("reloads for a new version when resources of the page had failed to load", () => {
    expect(lifecycleAction({ type: "installed", hadController: true, resourcesFailed: true })).toBe("reload");
  });

  it("says the site works offline when the first worker is installed", () => {
    expect(lifecycleAction({ type: "installed", hadController: false, resourcesFailed: true })).toBe(
      "show-offline-ready",
    );
    expect(lifecycleAction({ type: "installed", hadController: false, resourcesFailed: false })).toBe(
      "show-offline-ready",
    );
  });

  it("logs a redundant worker and notifies extensions on activation", () => {
    expect(lifecycleAction({ type: "redundant" })).toBe("log-redundant");
    expect(lifecycleAction({ type: "activated" })).toBe("notify-extensions");
  });
});
