import type { ErrorEvent } from "@sentry/react";
import { describe, expect, it } from "vitest";
import { redactUrl, scrubBreadcrumb, withoutPersonalData } from "../src/index.ts";

describe("personal data", () => {
  it("removes the user record, and with it the IP address", () => {
    const event: ErrorEvent = { type: undefined, user: { ip_address: "203.0.113.9", id: "42" } };
    expect(withoutPersonalData(event)).not.toHaveProperty("user");
  });

  it("removes cookies and credential headers but keeps the user agent", () => {
    const event: ErrorEvent = {
      type: undefined,
      request: {
        url: "https://us.localhost/checkout/?email=jane%40example.com&step=2",
        cookies: { country: "US" },
        headers: {
          Cookie: "country=US",
          Authorization: "Bearer x",
          "User-Agent": "Chrome",
          "X-Forwarded-For": "203.0.113.9",
        },
        query_string: "email=jane%40example.com&step=2",
        data: { email: "jane@example.com" },
      },
    };
    expect(withoutPersonalData(event).request).toEqual({
      url: "https://us.localhost/checkout/?email=[filtered]&step=2",
      headers: { "User-Agent": "Chrome" },
      query_string: "email=[filtered]&step=2",
    });
  });

  it.each([
    ["/confirmation/?order=H-1&mail=jane@example.com", "/confirmation/?order=H-1&mail=[filtered]"],
    ["/search/?q=jane.doe%40example.com", "/search/?q=[email]"],
    ["https://a.example/p?first_name=Jane&country=se#top", "https://a.example/p?first_name=[filtered]&country=se#top"],
    ["https://a.example/u/jane@example.com/", "https://a.example/u/[email]/"],
    ["https://a.example/p?token=abc&utm_source=qr-code", "https://a.example/p?token=[filtered]&utm_source=qr-code"],
    ["/plain/path/", "/plain/path/"],
    // The order confirmation link: its code in the query, its token in the fragment.
    [
      "https://us.localhost/order/?code=AB12CD34#token=x9Y-z",
      "https://us.localhost/order/?code=[filtered]#token=[filtered]",
    ],
    ["/order/?Code=AB12&utm_source=email#top&token=x", "/order/?Code=[filtered]&utm_source=email#top&token=[filtered]"],
    ["/p?order_code=AB12", "/p?order_code=[filtered]"],
  ])("redacts %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("redacts e-mail addresses in messages, exception values and breadcrumbs", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: "No account for someone+tag@example.co.uk",
      exception: { values: [{ type: "Error", value: "Mail to a.b@example.com bounced" }] },
      breadcrumbs: [
        { category: "navigation", data: { from: "/a/?email=x@example.com", to: "/b/" } },
        { category: "console", message: "sending to x@example.com" },
      ],
    };
    const scrubbed = withoutPersonalData(event);
    expect(scrubbed.message).toBe("No account for [email]");
    expect(scrubbed.exception?.values?.[0]?.value).toBe("Mail to [email] bounced");
    expect(scrubbed.breadcrumbs).toEqual([
      { category: "navigation", data: { from: "/a/?email=[filtered]", to: "/b/" } },
      { category: "console", message: "sending to [email]" },
    ]);
  });

  it("redacts a fetch breadcrumb's URL", () => {
    expect(scrubBreadcrumb({ category: "fetch", data: { url: "/api?phone=0701234567", status_code: 500 } })).toEqual({
      category: "fetch",
      data: { url: "/api?phone=[filtered]", status_code: 500 },
    });
  });
});
