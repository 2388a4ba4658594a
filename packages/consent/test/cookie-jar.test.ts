import { describe, expect, it } from "vitest";
import { cookieJarOver, createMemoryDocumentCookie } from "../src/index.ts";

describe("cookie jar over a document", () => {
  it("writes, reads, lists and removes cookies", () => {
    const jar = cookieJarOver(createMemoryDocumentCookie());
    jar.set("country", "SE", { path: "/", maxAgeSeconds: 60 });
    jar.set("note", "a; b", { path: "/" });
    expect(jar.get("country")).toBe("SE");
    expect(jar.get("note")).toBe("a; b");
    expect(jar.names()).toEqual(["country", "note"]);
    jar.remove("country", { path: "/" });
    expect(jar.get("country")).toBeUndefined();
    expect(jar.names()).toEqual(["note"]);
  });

  it("replaces a cookie written again with the same name and path", () => {
    const document = createMemoryDocumentCookie();
    const jar = cookieJarOver(document);
    jar.set("country", "SE", { path: "/" });
    jar.set("country", "DE", { path: "/" });
    expect(document.cookie).toBe("country=DE");
  });

  it("forgets a cookie once its lifetime has passed", () => {
    let now = 1_000_000;
    const jar = cookieJarOver(createMemoryDocumentCookie(() => now));
    jar.set("short", "1", { maxAgeSeconds: 10 });
    expect(jar.get("short")).toBe("1");
    now += 10_001;
    expect(jar.get("short")).toBeUndefined();
  });

  it("shows values still encoded through document.cookie, as a browser does", () => {
    const document = createMemoryDocumentCookie();
    cookieJarOver(document).set("json", '{"a":1}');
    expect(document.cookie).toBe("json=%7B%22a%22%3A1%7D");
  });
});
