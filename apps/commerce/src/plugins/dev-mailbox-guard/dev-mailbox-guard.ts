import type { Middleware, VendureConfig } from "@vendure/core";
import type { Request, RequestHandler } from "express";
import { isLoopbackHost, isMailboxPath, mailboxRoute } from "./loopback-host.ts";

type CorsOptions = Exclude<NonNullable<VendureConfig["apiOptions"]["cors"]>, boolean>;

const refuseForeignHost: RequestHandler = (req, res, next) => {
  if (isLoopbackHost(req.headers.host)) return next();
  res
    .status(403)
    .type("text/plain")
    .set("Cache-Control", "no-store")
    .send("The development mailbox answers on localhost only: open it at http://localhost:<port>/mailbox\n");
};

/** Before Vendure's routes: the dev mailbox refuses any Host header but this machine's loopback names. */
export const devMailboxMiddleware: Middleware[] = [
  { route: mailboxRoute, handler: refuseForeignHost, beforeListen: true },
];

/**
 * CORS for the APIs, none for the dev mailbox: the storefront origins are granted credentialed CORS on
 * the APIs, and the mailbox, which no page needs, stays same-origin. Nest hands a function to the cors
 * middleware as a per-request delegate; Vendure adds its session header to `exposedHeaders` on the
 * value it is given, so the delegate carries the APIs' options as its own properties and reads them back.
 */
export function corsExceptMailbox(apis: CorsOptions): CorsOptions {
  const delegate: CorsOptions = Object.assign(
    (req: Request, callback: (error: Error | null, options: CorsOptions) => void) =>
      callback(null, isMailboxPath(req.url) ? { origin: false } : { ...delegate }),
    apis,
  );
  return delegate as CorsOptions;
}
