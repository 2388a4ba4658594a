/**
 * One e-mail address per order, as commerce accepts it and the checkout form checks it before sending.
 * The RFC 5322 addr-spec (a dot-atom or quoted local part, `@`, a domain), narrowed to what mail can be
 * delivered to: a host name with a dot (no domain literals, no comments), at most 254 characters. A
 * list (`a@x, b@y`), a display name (`Sam <sam@x>`) or a line break (a header injection such as
 * `a@x\r\nBcc: b@y`) is never one address, so it is refused rather than split or cleaned up.
 */

/** The longest address SMTP carries (RFC 5321: a 256-octet path less the angle brackets). */
export const emailAddressMaxLength = 254;
const localPartMaxLength = 64;

const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const dotAtom = `${atext}+(?:\\.${atext}+)*`;
// Printable ASCII but the quote and backslash, or a backslash-escaped printable character; no CR or LF.
const quotedString = '"(?:[\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\x20-\\x7e])*"';
const label = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const addrSpec = new RegExp(`^(${dotAtom}|${quotedString})@(${label}(?:\\.${label})+)$`);

export type EmailAddressProblem = "empty" | "lineBreak" | "list" | "tooLong" | "format";

/** Why `value` is not one deliverable address, or undefined when it is. Surrounding spaces are ignored. */
export function emailAddressProblem(value: string): EmailAddressProblem | undefined {
  const address = value.trim();
  if (address === "") return "empty";
  if (/[\r\n]/.test(address)) return "lineBreak";
  if (address.length > emailAddressMaxLength) return "tooLong";
  const parts = addrSpec.exec(address);
  if (parts) return (parts[1] ?? "").length > localPartMaxLength ? "tooLong" : undefined;
  return /[,;]/.test(address) || (address.match(/@/g)?.length ?? 0) > 1 ? "list" : "format";
}

/** What commerce answers for each problem (the storefront shows its own translated sentence). */
export const emailAddressRefusals: Record<EmailAddressProblem, string> = {
  empty: "The email address is missing",
  lineBreak: "The email address contains a line break",
  list: "Give one email address only, not a list",
  tooLong: `The email address is longer than ${emailAddressMaxLength} characters (or its part before @ than ${localPartMaxLength})`,
  format: "The email address is not valid: it should look like name@example.com",
};
