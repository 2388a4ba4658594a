import type { Breadcrumb, ErrorEvent } from "@sentry/react";

const emailPattern = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
/**
 * Query and fragment parameters whose values identify a person or open their data, whatever they hold:
 * `code` and `token` are the order confirmation link's (`/order/?code=…#token=…`).
 */
const personalParameters = new Set([
  "code",
  "ordercode",
  "email",
  "e-mail",
  "mail",
  "phone",
  "tel",
  "name",
  "firstname",
  "lastname",
  "address",
  "postcode",
  "postalcode",
  "zip",
  "token",
  "password",
]);

export function redactEmails(text: string): string {
  return text.replace(emailPattern, "[email]");
}

/** `name=value&…` with the personal values replaced; a part without `=` (a plain `#top`) stays. */
function redactParameters(parameters: string): string {
  return parameters
    .split("&")
    .map((pair) => {
      const [name = "", value] = splitOnce(pair, "=");
      const key = safeDecode(name).toLowerCase().replace(/[_\s]/g, "");
      return value !== undefined && personalParameters.has(key) ? `${name}=[filtered]` : pair;
    })
    .join("&");
}

/** Redacts personal query and fragment values and any e-mail address in a URL (absolute or relative). */
export function redactUrl(url: string): string {
  const [beforeHash = "", hash] = splitOnce(url, "#");
  const [path = "", query] = splitOnce(beforeHash, "?");
  const joined = `${path}${query === undefined ? "" : `?${redactParameters(query)}`}${hash === undefined ? "" : `#${redactParameters(hash)}`}`;
  return redactEmails(joined);
}

/**
 * Takes out what identifies a visitor before an event leaves the browser: the user record (and with it
 * the IP address), cookies and auth headers, personal query values and e-mail addresses in messages,
 * exception values and breadcrumbs.
 */
export function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.user;
  if (scrubbed.message) scrubbed.message = redactEmails(scrubbed.message);
  if (event.request) {
    const { cookies: _cookies, headers, url, query_string, data: _data, ...request } = event.request;
    scrubbed.request = {
      ...request,
      ...(url === undefined ? {} : { url: redactUrl(url) }),
      ...(typeof query_string === "string" ? { query_string: redactUrl(`?${query_string}`).slice(1) } : {}),
      ...(headers ? { headers: withoutCredentialHeaders(headers) } : {}),
    };
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) =>
        value.value ? { ...value, value: redactEmails(value.value) } : value,
      ),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb };
  if (breadcrumb.message) scrubbed.message = redactEmails(breadcrumb.message);
  if (breadcrumb.data) {
    scrubbed.data = Object.fromEntries(
      Object.entries(breadcrumb.data).map(([key, value]) => [
        key,
        typeof value === "string"
          ? ["url", "from", "to"].includes(key)
            ? redactUrl(value)
            : redactEmails(value)
          : value,
      ]),
    );
  }
  return scrubbed;
}

function withoutCredentialHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !["cookie", "authorization", "x-forwarded-for"].includes(name.toLowerCase()),
    ),
  );
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator);
  return index === -1 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
