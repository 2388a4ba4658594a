import { describe, expect, it } from "vitest";
import {
  CookieFormatError,
  parseCookieHeader,
  parseSetCookie,
  serializeCookieDeletion,
  serializeSetCookie,
} from "../src/index.ts";

describe("parseCookieHeader", () => {
  it("reads the name=value list document.cookie returns, decoding values", () => {
    const cookies = parseCookieHeader("country=SE; hushling_consent=%7B%22a%22%3A1%7D;  spaced = x ");
    expect(Object.fromEntries(cookies)).toEqual({ country: "SE", hushling_consent: '{"a":1}', spaced: "x" });
  });

  it("keeps the first of two cookies with the same name, as the browser lists the most specific first", () => {
    expect(parseCookieHeader("country=SE; country=DE").get("country")).toBe("SE");
  });

  it("keeps a value with broken percent-encoding as written instead of throwing", () => {
    expect(parseCookieHeader("bad=%E0%A4%A").get("bad")).toBe("%E0%A4%A");
  });

  it("strips the double quotes a server may put around a value and keeps = inside values", () => {
    expect(Object.fromEntries(parseCookieHeader('quoted="abc"; token=a=b=c'))).toEqual({
      quoted: "abc",
      token: "a=b=c",
    });
  });

  it("ignores empty input and pairs without a name or =", () => {
    expect(parseCookieHeader("").size).toBe(0);
    expect(parseCookieHeader("noequals; =orphan; ;").size).toBe(0);
  });
});

describe("serializeSetCookie", () => {
  it("writes the country cookie with its path, lifetime and SameSite", () => {
    const line = serializeSetCookie("country", "SE", { path: "/", maxAgeSeconds: 365 * 86_400, sameSite: "Lax" });
    expect(line).toMatch(
      /^country=SE; Path=\/; Max-Age=31536000; Expires=[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} [\d:]{8} GMT; SameSite=Lax$/,
    );
  });

  it("percent-encodes values so ; , spaces and non-ASCII cannot break the line", () => {
    const line = serializeSetCookie("note", "a; b,c é");
    expect(line).toBe("note=a%3B%20b%2Cc%20%C3%A9");
    expect(parseCookieHeader(line).get("note")).toBe("a; b,c é");
  });

  it("adds Secure with SameSite=None, which browsers require", () => {
    expect(serializeSetCookie("x", "1", { sameSite: "None" })).toBe("x=1; SameSite=None; Secure");
    expect(serializeSetCookie("x", "1", { secure: true, domain: "example.com" })).toBe(
      "x=1; Domain=example.com; Secure",
    );
  });

  it("refuses names and attributes that would inject other attributes", () => {
    expect(() => serializeSetCookie("a b", "1")).toThrow(CookieFormatError);
    expect(() => serializeSetCookie("a;b", "1")).toThrow(/not a valid cookie name/);
    expect(() => serializeSetCookie("a", "1", { path: "/; Domain=evil.example" })).toThrow(/Path/);
    expect(() => serializeSetCookie("a", "1", { maxAgeSeconds: Number.NaN })).toThrow(/finite/);
  });

  it("deletes with Max-Age=0 and an Expires in the past, on the same path", () => {
    expect(serializeCookieDeletion("country", { path: "/" })).toBe(
      "country=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
    );
  });
});

describe("parseSetCookie", () => {
  it("reads back what serializeSetCookie writes", () => {
    const parsed = parseSetCookie(
      serializeSetCookie("country", "SE", {
        path: "/",
        domain: "Example.com",
        maxAgeSeconds: 60,
        sameSite: "Strict",
        secure: true,
      }),
    );
    expect(parsed).toEqual({
      name: "country",
      value: "SE",
      rawValue: "SE",
      attributes: { path: "/", domain: "example.com", maxAgeSeconds: 60, sameSite: "Strict", secure: true },
    });
  });

  it("turns an Expires date into a lifetime when there is no Max-Age", () => {
    const parsed = parseSetCookie("x=1; expires=Thu, 01 Jan 1970 00:00:00 GMT");
    expect(parsed.attributes.maxAgeSeconds).toBeLessThan(0);
  });

  it("refuses a line without a name=value pair", () => {
    expect(() => parseSetCookie("Path=/")).not.toThrow();
    expect(() => parseSetCookie("justtext")).toThrow(/no "="/);
    expect(() => parseSetCookie("bad name=1")).toThrow(CookieFormatError);
  });
});
