import type { Middleware } from "@vendure/core";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";

/** JSON bodies the APIs read; Express's usual limit, and far above any query the shop sends. */
export const jsonBodyLimitBytes = 100 * 1024;

/**
 * Parses JSON bodies ahead of Nest's own parser (which then leaves them alone), so an oversized body
 * is answered 413 with a short JSON error instead of reaching Nest as a 500 with a logged stack trace.
 */
function jsonBodyWithLimit(): Array<RequestHandler | ErrorRequestHandler> {
  const tooLarge: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: number }).status;
    if (status !== 413 && status !== 400) return next(error);
    const message =
      status === 413 ? `Request body over the limit of ${jsonBodyLimitBytes} bytes` : "Request body is not valid JSON";
    res
      .status(status)
      .json({ errors: [{ message, extensions: { code: status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST" } }] });
  };
  return [express.json({ limit: jsonBodyLimitBytes }), tooLarge];
}

/** Express announces itself on every answer; nothing needs to know. */
const noPoweredBy: RequestHandler = (_req, res, next) => {
  res.removeHeader("X-Powered-By");
  next();
};

/** Early middleware for both APIs (before Nest's body parser). */
export function requestLimitMiddleware(apiPaths: readonly string[]): Middleware[] {
  const global: Middleware = { route: "/", handler: noPoweredBy, beforeListen: true };
  return [
    global,
    ...apiPaths.flatMap((route) =>
      jsonBodyWithLimit().map((handler) => ({ route, handler: handler as RequestHandler, beforeListen: true })),
    ),
  ];
}
