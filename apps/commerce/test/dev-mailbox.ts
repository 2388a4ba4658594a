type MailboxEntry = { fileName: string; recipient: string; subject: string };
export type Email = { recipient: string; subject: string; body: string; from: string };

/** The recipients of the emails in the server's dev mailbox (`/mailbox`). */
export async function mailboxRecipients(url: string): Promise<string[]> {
  const list = (await (await fetch(`${url}/mailbox/list`)).json()) as MailboxEntry[];
  return list.map((entry) => entry.recipient);
}

/** Waits until the dev mailbox holds an email to this address (the job queue sends it after payment). */
export async function emailTo(url: string, recipient: string, timeoutMs = 120_000): Promise<Email> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // Until the first email is written the mailbox folder does not exist and the list is an error.
    const response = await fetch(`${url}/mailbox/list`);
    const answer: unknown = response.ok ? await response.json() : [];
    const list = Array.isArray(answer) ? (answer as MailboxEntry[]) : [];
    const entry = list.find((candidate) => candidate.recipient === recipient);
    if (entry)
      return (await (await fetch(`${url}/mailbox/item/${encodeURIComponent(entry.fileName)}`)).json()) as Email;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no email to ${recipient} in the mailbox`);
}
