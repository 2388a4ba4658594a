import type { Order, RequestContext } from "@vendure/core";
import { describe, expect, it } from "vitest";
import { OrderLinkAccessStrategy } from "../src/plugins/order-link/order-link-access-strategy.ts";
import { isOrderLinkToken, orderLinkToken } from "../src/plugins/order-link/order-link-token.ts";

const secret = "a-secret-for-tests";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** What the strategy reads of a request: its channel, its signed-in user and its headers. */
function request(channelCode: string, headers: Record<string, string> = {}, activeUserId?: string) {
  return { channel: { code: channelCode }, activeUserId, req: { headers } } as unknown as RequestContext;
}

function placedOrder(code: string, placedAt: Date, userId?: string) {
  return { code, orderPlacedAt: placedAt, customer: { user: userId ? { id: userId } : undefined } } as unknown as Order;
}

describe("order confirmation links", () => {
  const strategy = new OrderLinkAccessStrategy(secret);
  const order = placedOrder("ABC123", hoursAgo(72));
  const token = orderLinkToken(secret, "us", "ABC123");

  it("open a guest's order days later with its token", () => {
    expect(strategy.canAccessOrder(request("us", { "x-order-token": token }), order)).toBe(true);
  });

  it("stay closed without the token, with another order's token, another channel's or another secret's", () => {
    expect(strategy.canAccessOrder(request("us"), order)).toBe(false);
    expect(
      strategy.canAccessOrder(request("us", { "x-order-token": orderLinkToken(secret, "us", "ABC124") }), order),
    ).toBe(false);
    expect(strategy.canAccessOrder(request("de", { "x-order-token": token }), order)).toBe(false);
    expect(isOrderLinkToken("another-secret", "us", "ABC123", token)).toBe(false);
    expect(isOrderLinkToken(secret, "us", "ABC123", `${token}x`)).toBe(false);
  });

  it("open for the signed-in customer who placed it, and never by the code alone, not even just after checkout", () => {
    expect(strategy.canAccessOrder(request("us"), placedOrder("NEW1", hoursAgo(0.01)))).toBe(false);
    expect(strategy.canAccessOrder(request("us", {}, "8"), placedOrder("NEW1", hoursAgo(0.01)))).toBe(false);
    expect(strategy.canAccessOrder(request("us", {}, "7"), placedOrder("OLD1", hoursAgo(72), "7"))).toBe(true);
    expect(strategy.canAccessOrder(request("us", {}, "8"), placedOrder("OLD1", hoursAgo(72), "7"))).toBe(false);
  });
});
