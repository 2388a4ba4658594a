/**
 * Card numbers the test payment handler understands, in the style of the big card processors' test
 * numbers. Anything else is declined as an unknown card, so a typo never "succeeds" by accident.
 */
export const testCards = {
  success: "4242424242424242",
  decline: "4000000000000002",
  error: "4000000000000119",
} as const;

export type TestCardOutcome = keyof typeof testCards | "unknown";

/** Spaces and dashes, as shoppers type them, are ignored. */
export function testCardOutcome(cardNumber: unknown): TestCardOutcome {
  if (typeof cardNumber !== "string") return "unknown";
  const digits = cardNumber.replace(/[\s-]/g, "");
  const match = (Object.keys(testCards) as Array<keyof typeof testCards>).find((key) => testCards[key] === digits);
  return match ?? "unknown";
}
