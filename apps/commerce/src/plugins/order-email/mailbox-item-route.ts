import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Middleware } from "@vendure/core";
import type { NextFunction, Request, Response } from "express";

/**
 * The dev mailbox's `/mailbox/item/:name`, answered before Vendure's own. Its file names come out of
 * Vendure's `normalizeString`, which decomposes them (NFD: "ご" is "こ" plus a combining mark), while an
 * address bar or a pasted link sends the composed form (NFC): Vendure's route then fails to read the
 * file and answers 500 for every Japanese subject. Here the name matches a file in either form, and a
 * name that matches none is a 404 that says so.
 */
export function mailboxItemMiddleware(mailboxPath: string): Middleware {
  const handler = async (request: Request, response: Response, next: NextFunction) => {
    const name = /^\/item\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method !== "GET" || !name) return next();
    let wanted: string;
    try {
      wanted = decodeURIComponent(name).normalize("NFC");
    } catch {
      return void response.status(400).json({ error: "The email's name has invalid percent-encoding" });
    }
    const files = await readdir(mailboxPath).catch(() => [] as string[]);
    const file = files.find((candidate) => candidate.endsWith(".json") && candidate.normalize("NFC") === wanted);
    if (!file) return void response.status(404).json({ error: `No email named "${wanted}" in the mailbox` });
    response.type("application/json").send(await readFile(path.join(mailboxPath, file), "utf8"));
  };
  return {
    route: "/mailbox",
    handler: (request: Request, response: Response, next: NextFunction) =>
      void handler(request, response, next).catch(next),
    beforeListen: true,
  };
}
