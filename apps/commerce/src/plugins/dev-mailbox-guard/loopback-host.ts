/**
 * The development mailbox holds every e-mail the shop sent: order links, names, addresses. It answers
 * only requests whose Host header names this machine's loopback (`localhost`, `127.0.0.1` ... `127.x`,
 * `[::1]`, any port). A page on another site that points its own name at 127.0.0.1 (DNS rebinding)
 * reaches the port, but its requests carry that site's name in Host and are refused.
 */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(hostHeader.trim());
  if (!match) return false;
  const host = (match[1] ?? "").toLowerCase();
  if (host === "localhost" || host === "[::1]") return true;
  const octets = host.split(".");
  return (
    octets.length === 4 &&
    octets[0] === "127" &&
    octets.every(
      (octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255 && (octet === "0" || !octet.startsWith("0")),
    )
  );
}

export const mailboxRoute = "/mailbox";

/** True for the mailbox's own paths (`/mailbox`, `/mailbox/list`, ...), not `/mailboxes`. */
export function isMailboxPath(url: string | undefined): boolean {
  const path = (url ?? "").split("?", 1)[0] ?? "";
  return path === mailboxRoute || path.startsWith(`${mailboxRoute}/`);
}
