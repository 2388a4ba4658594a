import { emailAddressProblem, emailAddressRefusals } from "@hushling/shop-api";

/**
 * Why a guest checkout's e-mail address is refused, in words for the ErrorResult's detail, or undefined.
 * The confirmation is sent to exactly this address, so it must be one address and nothing else.
 */
export function guestEmailRefusal(emailAddress: string): string | undefined {
  const problem = emailAddressProblem(emailAddress);
  return problem ? emailAddressRefusals[problem] : undefined;
}

/**
 * What a guest checkout may write to a customer record that already exists for its e-mail address:
 * nothing but the channel. Whoever types an address proves nothing about owning it, so the names (and
 * phone and title) stay as they were; the order keeps the names typed in its own addresses.
 */
export type ExistingCustomerUpdate = { addChannel: boolean };

export function existingCustomerUpdate(
  existingChannelIds: readonly string[],
  channelId: string,
): ExistingCustomerUpdate {
  return { addChannel: !existingChannelIds.includes(channelId) };
}
