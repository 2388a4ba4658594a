import { describe, expect, it } from "vitest";
import { routeChangeEvent, routeChangePushDelayMs } from "../src/index.ts";

describe("route-change data-layer event", () => {
  it("names the new page's path and title", () => {
    expect(routeChangeEvent("/fr/produits/berceau/?ref=nav", " Berceau | Hushling ")).toEqual({
      event: "route_change",
      page_path: "/fr/produits/berceau/?ref=nav",
      page_title: "Berceau | Hushling",
    });
  });

  it("leaves out the hash and an empty title", () => {
    expect(routeChangeEvent("/cart/#summary", "  ")).toEqual({ event: "route_change", page_path: "/cart/" });
    expect(routeChangeEvent("#top")).toEqual({ event: "route_change", page_path: "/" });
  });

  it("is pushed 50 ms after the route updates", () => {
    expect(routeChangePushDelayMs).toBe(50);
  });
});
