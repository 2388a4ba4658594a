import type { RedirectRule } from "@hushling/links";
import { loadRedirectRules } from "@hushling/links/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LinksServer, startLinksServer } from "../src/index.ts";
import { exchangeRaw, headerOf } from "./raw-http.ts";

let server: LinksServer;
let cribDefault: string | undefined;

beforeAll(async () => {
  const rules: RedirectRule[] = await loadRedirectRules();
  cribDefault = rules.find((rule) => rule.fromPath === "/redirects/baby-crib/" && !rule.conditions)?.toPath;
  server = await startLinksServer({
    host: "127.0.0.1",
    port: 0,
    trustedCountryHeaders: ["cf-ipcountry"],
    watch: false,
    reloadOnSighup: false,
    log: false,
  });
});

afterAll(async () => {
  await server?.close();
});

const get = (target: string, headers: string[] = []) =>
  [`GET ${target} HTTP/1.1`, "Host: links.test", ...headers, "Connection: close", "", ""].join("\r\n");

const long = (length: number) => "a".repeat(length);

describe("hostile requests get a clear 4xx", () => {
  it.each([
    ["an overlong path", get(`/redirects/${long(3000)}/`), 400],
    ["a path larger than the header limit", get(`/redirects/${long(20_000)}/`), 431],
    ["an overlong cookie header", get("/redirects/baby-crib/", [`Cookie: country=${long(20_000)}`]), 431],
    ["a truncated percent-escape", get("/redirects/baby-crib%2/"), 400],
    ["a percent-escape that is not UTF-8", get("/redirects/%E0%A4%A/"), 400],
    ["a path starting with //host", get("//evil.example/redirects/baby-crib/"), 400],
    ["an encoded //host", get("/%2F%2Fevil.example/"), 400],
    ["a backslash", get("/redirects\\evil.example/"), 400],
    ["an encoded backslash", get("/redirects/%5Cevil.example/"), 400],
    ["an encoded CRLF", get("/redirects/baby-crib/%0D%0ASet-Cookie:%20a=b"), 400],
    ["an encoded NUL", get("/redirects/baby%00-crib/"), 400],
    ["dot segments above the root", get("/redirects/../../redirects/baby-crib/"), 400],
    ["an absolute-form target", get("http://evil.example/redirects/baby-crib/"), 400],
    ["a raw CR inside a header value", get("/redirects/baby-crib/", ["Cookie: country=de\rSet-Cookie: x=y"]), 400],
    ["a header without a colon", get("/redirects/baby-crib/", ["Evil header line"]), 400],
  ])("%s", async (_, request, status) => {
    const answer = await exchangeRaw(server.port, request);
    expect(answer.status).toBe(status);
    expect(headerOf(answer, "location")).toBeUndefined();
  });
});

describe("header injection", () => {
  it("cannot add a Location of its own with a bare LF in the request line", async () => {
    const answer = await exchangeRaw(
      server.port,
      "GET /redirects/baby-crib/\nLocation: https://evil.example/ HTTP/1.1\r\nConnection: close\r\n\r\n",
    );
    expect(answer.headers.get("location") ?? []).toEqual(answer.status === 301 ? [cribDefault] : []);
  });
});

describe("unusable country signals fall back to the default rule", () => {
  it.each([
    ["an unknown ?country=", "/redirects/baby-crib/?country=zz", []],
    ["a ?country= with CRLF", "/redirects/baby-crib/?country=de%0D%0ALocation:x", []],
    ["a ?country= that is a name", "/redirects/baby-crib/?country=Germany", []],
    ["a quoted cookie", "/redirects/baby-crib/", ['Cookie: country="de"']],
    ["a cookie with two values", "/redirects/baby-crib/", ["Cookie: country=de,fr"]],
    ["a cookie without a name", "/redirects/baby-crib/", ["Cookie: =de; ;; country"]],
    ["a cookie made of junk", "/redirects/baby-crib/", ["Cookie: \u00ff\u00fe;country=\u00e9\u00e9"]],
    ["an unknown edge country", "/redirects/baby-crib/", ["CF-IPCountry: XX"]],
    ["the Tor exit marker of an edge", "/redirects/baby-crib/", ["CF-IPCountry: T1"]],
    ["an Accept-Language without a region", "/redirects/baby-crib/", ["Accept-Language: de;q=1, *;q=0.1"]],
    ["an Accept-Language with a made-up region", "/redirects/baby-crib/", ["Accept-Language: de-QQ"]],
  ])("%s", async (_, target, headers) => {
    const answer = await exchangeRaw(server.port, Buffer.from(get(target, headers), "latin1"));
    expect(answer.status).toBe(301);
    expect(headerOf(answer, "location")).toBe(cribDefault);
  });
});
