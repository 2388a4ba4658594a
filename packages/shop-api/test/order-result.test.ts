import { describe, expect, it } from "vitest";
import { inAddedOrder, orderResult, type ShopOrder } from "../src/index.ts";

/** Only the fields the line order reads; the rest of an order does not matter here. */
const orderWithLineIds = (...ids: string[]) =>
  ({ __typename: "Order", lines: ids.map((id) => ({ id })) }) as unknown as ShopOrder;

describe("an order's lines in the order they were added", () => {
  it("sorts lines by their counting-up ids, as numbers", () => {
    expect(inAddedOrder(orderWithLineIds("12", "9", "10")).lines.map((line) => line.id)).toEqual(["9", "10", "12"]);
  });

  it("leaves lines as Vendure sent them when ids are not numbers, and null stays null", () => {
    const uuids = orderWithLineIds("b-2", "a-1");
    expect(inAddedOrder(uuids).lines.map((line) => line.id)).toEqual(["b-2", "a-1"]);
    expect(inAddedOrder(null)).toBeNull();
  });

  it("is how every mutation's order answers", () => {
    const result = orderResult(orderWithLineIds("3", "2"));
    expect(result.ok && result.order.lines.map((line) => line.id)).toEqual(["2", "3"]);
  });
});
