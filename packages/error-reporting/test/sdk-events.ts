import * as Sentry from "@sentry/react";

/** Builds the event the SDK itself would build for an error thrown with this stack. */
export function eventForError(error: Error, extra: Partial<Sentry.ErrorEvent> = {}): Sentry.ErrorEvent {
  return {
    type: undefined,
    exception: { values: [Sentry.exceptionFromError(Sentry.defaultStackParser, error)] },
    ...extra,
  };
}

export function errorWithStack(message: string, frames: string[], name = "Error"): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = [`${name}: ${message}`, ...frames.map((frame) => `    at ${frame}`)].join("\n");
  return error;
}

export const ownFrame = "renderProduct (https://us.localhost:8080/assets/product-4f2a.js:12:40)";
