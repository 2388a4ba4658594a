import { describe, expect, it } from "vitest";
import { redirectPageData, timeZoneCountries } from "../src/index.ts";
import { loadRedirectRules } from "../src/node/index.ts";
import { timeZoneKey, timeZoneKeySpace } from "../src/time-zone-key.ts";
import { ianaAreaPrefixes, ianaTimeZoneNames } from "./iana-time-zones.ts";

describe("timeZoneKey", () => {
  it("gives every known zone name, area prefix and table entry a key of its own", () => {
    const names = new Set([...ianaTimeZoneNames, ...ianaAreaPrefixes, ...timeZoneCountries.keys()]);
    const owners = new Map<string, string>();
    for (const name of names) {
      const key = timeZoneKey(name);
      expect(key, `${name} shares ${key} with ${owners.get(key)}`).toMatch(/^[0-9a-z]{3}$/);
      expect(owners.has(key), `${name} shares ${key} with ${owners.get(key)}`).toBe(false);
      owners.set(key, name);
    }
    expect(names.size).toBeGreaterThan(600);
  });

  it("leaves a zone name tzdata adds later under a 1 in 400 chance of being taken for a listed one", async () => {
    // A new name's key is one of 46,656; it is misread only if it equals one of the page's listed keys.
    const rules = await loadRedirectRules();
    const listed = [...new Set(rules.map((rule) => rule.fromPath))].map(
      (path) => redirectPageData(path, rules).zones.length / 4,
    );
    expect(Math.max(...listed) / timeZoneKeySpace).toBeLessThan(1 / 400);
  });
});
