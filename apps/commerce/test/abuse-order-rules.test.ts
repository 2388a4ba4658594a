import { describe, expect, it } from "vitest";
import { isLoopbackHost, isMailboxPath } from "../src/plugins/dev-mailbox-guard/loopback-host.ts";
import {
  giftMessageRefusal,
  giftMessageSku,
  giftMessageToClear,
  giftMessageWithoutLine,
} from "../src/plugins/gift-message/gift-message-rules.ts";
import { existingCustomerUpdate, guestEmailRefusal } from "../src/plugins/guest-customer/guest-customer-rules.ts";

const line = (sku: string, quantity = 1) => ({ quantity, productVariant: { sku } });

describe("the order data rules", () => {
  it("take a gift message only with the card's line and clear one left without it", () => {
    expect(giftMessageSku).toBe("HL-GIFT-MESSAGE");
    const card = { lines: [line("HL-BOUNCER-BLISS"), line(giftMessageSku)] };
    const none = { lines: [line("HL-BOUNCER-BLISS")] };
    expect(giftMessageRefusal("Hello", card)).toBeUndefined();
    expect(giftMessageRefusal("Hello", none)).toBe(giftMessageWithoutLine);
    expect(giftMessageRefusal("Hello", undefined)).toBe(giftMessageWithoutLine);
    expect(giftMessageRefusal("  ", none)).toBeUndefined();
    expect(giftMessageRefusal(null, none)).toBeUndefined();
    expect(giftMessageToClear({ ...none, customFields: { giftMessage: "Hello" } })).toBe(true);
    expect(giftMessageToClear({ ...card, customFields: { giftMessage: "Hello" } })).toBe(false);
    expect(giftMessageToClear({ lines: [line(giftMessageSku, 0)], customFields: { giftMessage: "Hi" } })).toBe(true);
  });

  it("refuse a guest e-mail that is not one address, and only add a channel to an existing customer", () => {
    expect(guestEmailRefusal("sam@example.com")).toBeUndefined();
    expect(guestEmailRefusal("a@x.example, b@y.example")).toMatch(/one email address only/);
    expect(existingCustomerUpdate(["1", "2"], "2")).toEqual({ addChannel: false });
    expect(existingCustomerUpdate(["1"], "3")).toEqual({ addChannel: true });
  });

  it("open the dev mailbox to loopback Host names only", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000", "127.1.2.3", "[::1]:3000", "LOCALHOST"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      "",
      "evil.example",
      "evil.example:3000",
      "127.0.0.1.evil.example",
      "localhost.evil.example",
      "us.localhost:8080",
      "0177.0.0.1",
      "127.0.0.256",
      "10.0.0.1",
      "[::2]",
      "localhost:3000:1",
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
    expect(isMailboxPath("/mailbox")).toBe(true);
    expect(isMailboxPath("/mailbox/list?x=1")).toBe(true);
    expect(isMailboxPath("/mailboxes")).toBe(false);
    expect(isMailboxPath("/shop-api")).toBe(false);
  });
});
