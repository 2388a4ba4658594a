/**
 * Errors are recorded from the first script on: the head's inline script (`earlyErrorScript`) keeps them
 * in `window.__hushlingErrors` until the error-reporting SDK, loaded when the browser is idle, sends them
 * and replaces the list with its own capture. React's caught errors (error boundaries) go the same way.
 */
export const earlyErrorsGlobal = "__hushlingErrors";

/** What the SDK reads and replaces; an array until then. */
export type ErrorSink = { push(error: unknown): unknown };

declare global {
  interface Window {
    __hushlingErrors?: ErrorSink;
  }
}

/** Keeps at most this many errors before the SDK is there: a crash loop must not fill the memory. */
const earlyErrorLimit = 20;

/**
 * The inline head script, in the pages only when error reporting is on. Its listeners stop once the SDK
 * has replaced the list, since the SDK's own handlers catch window errors from then on.
 */
export const earlyErrorScript = `(function(){var q=window.${earlyErrorsGlobal}=[];function keep(e){if(window.${earlyErrorsGlobal}===q&&q.length<${earlyErrorLimit})q.push(e)}addEventListener("error",function(e){keep(e.error||e.message)});addEventListener("unhandledrejection",function(e){keep(e.reason)})})();`;

/** An error React caught in an error boundary: kept for, or handed to, error reporting when it is on. */
export function reportCaughtError(error: unknown): void {
  window.__hushlingErrors?.push(error);
}
