import { describe, expect, it } from "vitest";
import {
  type CookieJar,
  cookieJarOver,
  createCookieRegistry,
  createMemoryDocumentCookie,
  type DocumentCookie,
  UnregisteredCookieError,
} from "../src/index.ts";

function setUp() {
  const document: DocumentCookie = createMemoryDocumentCookie();
  const jar: CookieJar = cookieJarOver(document);
  const registry = createCookieRegistry(jar);
  registry.register({ name: "recently_viewed", category: "functional", maxAgeDays: 30 });
  registry.register({ name: "campaign", category: "marketing", maxAgeDays: 30 });
  registry.register({ name: "ab_bucket", category: "analytics" });
  return { document, jar, registry };
}

describe("cookie registry", () => {
  it("writes the country cookie at once: it is necessary, 365 days, path /, SameSite=Lax", () => {
    const writes: string[] = [];
    const memory = createMemoryDocumentCookie();
    const recording: DocumentCookie = {
      get cookie() {
        return memory.cookie;
      },
      set cookie(line: string) {
        writes.push(line);
        memory.cookie = line;
      },
    };
    const registry = createCookieRegistry(cookieJarOver(recording));
    expect(registry.set("country", "SE")).toBe("written");
    expect(writes[0]).toMatch(/^country=SE; Path=\/; Max-Age=31536000; Expires=.+ GMT; SameSite=Lax$/);
    expect(registry.get("country")).toBe("SE");
  });

  it("before any choice, queues a cookie whose category is not granted and writes nothing", () => {
    const { document, registry } = setUp();
    expect(registry.set("campaign", "spring")).toBe("queued");
    expect(document.cookie).toBe("");
    expect(registry.pending()).toEqual(["campaign"]);
    expect(registry.granted()).toEqual(["necessary"]);
  });

  it("writes a queued cookie when its category is granted later, with its latest value", () => {
    const { jar, registry } = setUp();
    registry.set("campaign", "spring");
    registry.set("campaign", "summer");
    registry.set("ab_bucket", "b");
    registry.applyConsent(["marketing"]);
    expect(jar.get("campaign")).toBe("summer");
    expect(jar.get("ab_bucket")).toBeUndefined();
    expect(registry.pending()).toEqual(["ab_bucket"]);
    registry.applyConsent(["marketing", "analytics"]);
    expect(jar.get("ab_bucket")).toBe("b");
    expect(registry.pending()).toEqual([]);
  });

  it("writes at once a cookie whose category is already granted", () => {
    const { jar, registry } = setUp();
    registry.applyConsent(["functional"]);
    expect(registry.set("recently_viewed", "p1,p2")).toBe("written");
    expect(jar.get("recently_viewed")).toBe("p1,p2");
  });

  it("when the consent tool loads, deletes registered cookies of categories not consented", () => {
    const { jar, registry } = setUp();
    // Cookies left from an earlier visit in which everything was accepted.
    jar.set("campaign", "spring", { path: "/" });
    jar.set("recently_viewed", "p1", { path: "/" });
    jar.set("country", "SE", { path: "/" });
    jar.set("someone_elses", "1", { path: "/" });
    registry.applyConsent(["functional"]);
    expect(jar.names().sort()).toEqual(["country", "recently_viewed", "someone_elses"]);
  });

  it("withdrawing a category deletes its cookies and stops reading them", () => {
    const { jar, registry } = setUp();
    registry.applyConsent(["necessary", "functional", "analytics", "marketing"]);
    registry.set("campaign", "spring");
    expect(registry.get("campaign")).toBe("spring");
    registry.applyConsent(["necessary"]);
    expect(jar.get("campaign")).toBeUndefined();
    expect(registry.get("campaign")).toBeUndefined();
  });

  it("always keeps necessary granted, whatever the list says", () => {
    const { registry } = setUp();
    registry.applyConsent([]);
    expect(registry.granted()).toEqual(["necessary"]);
    expect(registry.set("country", "DE")).toBe("written");
  });

  it("removes a cookie and forgets its queued value", () => {
    const { jar, registry } = setUp();
    registry.set("campaign", "spring");
    registry.remove("campaign");
    registry.applyConsent(["marketing"]);
    expect(jar.get("campaign")).toBeUndefined();
    registry.set("country", "SE");
    registry.remove("country");
    expect(jar.get("country")).toBeUndefined();
  });

  it("refuses to write a cookie that was never registered, naming it", () => {
    const { registry } = setUp();
    expect(() => registry.set("mystery", "1")).toThrow(UnregisteredCookieError);
    expect(() => registry.set("mystery", "1")).toThrow(/"mystery" is not registered/);
  });

  it("refuses a registration with a bad name, category or lifetime, saying which field", () => {
    const { registry } = setUp();
    expect(() => registry.register({ name: "bad name", category: "marketing" })).toThrow(
      /name: must be a valid cookie name/,
    );
    // @ts-expect-error: an unknown category is what the check is for
    expect(() => registry.register({ name: "x", category: "ads" })).toThrow(/category/);
    expect(() => registry.register({ name: "x", category: "analytics", maxAgeDays: -1 })).toThrow(/maxAgeDays/);
  });
});
