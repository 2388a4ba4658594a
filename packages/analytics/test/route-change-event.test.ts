import { describe, expect, it } from "vitest";
import { publicPagePath, routeChangeEvent, routeChangePushDelayMs } from "../src/index.ts";

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

  it("never carries an order's code or link token", () => {
    expect(routeChangeEvent("/order/?code=AB12CD34#token=x9Y-z").page_path).toBe("/order/");
    expect(publicPagePath("/order/?utm_source=email&Code=AB12&order_code=CD34&token=t&ref=mail")).toBe(
      "/order/?utm_source=email&ref=mail",
    );
    expect(publicPagePath("/fr/produits/?q=berceau")).toBe("/fr/produits/?q=berceau");
    expect(publicPagePath("?code=AB12")).toBe("/");
  });

  it("is pushed 50 ms after the route updates", () => {
    expect(routeChangePushDelayMs).toBe(50);
  });
});
