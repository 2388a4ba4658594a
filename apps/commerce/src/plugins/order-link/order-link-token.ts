import { createHmac, timingSafeEqual } from "node:crypto";

/** The request header the storefront's confirmation page sends the link's token in. */
export const orderTokenHeader = "x-order-token";

/**
 * The token of a placed order's confirmation link: an HMAC of the channel and order code under a key
 * derived from the server's cookie secret. It is permanent (an email read days later must open), names
 * one order only, and changes with the secret (rotating it retires every link at once).
 */
export function orderLinkToken(secret: string, channelCode: string, orderCode: string): string {
  const key = createHmac("sha256", secret).update("hushling order link v1").digest();
  return createHmac("sha256", key).update(`${channelCode}:${orderCode}`).digest("base64url").slice(0, 32);
}

export function isOrderLinkToken(secret: string, channelCode: string, orderCode: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length !== 32) return false;
  const expected = Buffer.from(orderLinkToken(secret, channelCode, orderCode));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
