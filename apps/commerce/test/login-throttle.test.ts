import { describe, expect, it } from "vitest";
import { LoginThrottle } from "../src/plugins/login-throttle/login-throttle.ts";

const rules = { perUsername: 3, perAddress: 5, windowMs: 60_000, maxTracked: 100 };

describe("LoginThrottle", () => {
  it("refuses a username from an address after its failures, until the window has passed", () => {
    const throttle = new LoginThrottle(rules);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.refusal("10.0.0.1", "admin", 1000)).toBeUndefined();
      throttle.failed("10.0.0.1", "admin", 1000);
    }
    expect(throttle.refusal("10.0.0.1", "Admin", 2000)).toBe(
      'Too many failed logins for "Admin" from this address: try again in 1 minute',
    );
    expect(throttle.refusal("10.0.0.2", "admin", 2000)).toBeUndefined();
    expect(throttle.refusal("10.0.0.1", "someone-else", 2000)).toBeUndefined();
    expect(throttle.refusal("10.0.0.1", "admin", 61_001)).toBeUndefined();
  });

  it("refuses an address guessing across usernames", () => {
    const throttle = new LoginThrottle(rules);
    for (const name of ["a", "b", "c", "d", "e"]) throttle.failed("10.0.0.1", name, 0);
    expect(throttle.refusal("10.0.0.1", "f", 1)).toBe(
      "Too many failed logins from this address: try again in 1 minute",
    );
  });

  it("clears a username's count on success and forgets the oldest entries beyond its capacity", () => {
    const throttle = new LoginThrottle(rules);
    for (let attempt = 0; attempt < 3; attempt += 1) throttle.failed("10.0.0.1", "admin", 0);
    throttle.succeeded("10.0.0.1", "admin");
    expect(throttle.refusal("10.0.0.1", "admin", 1)).toBeUndefined();

    const small = new LoginThrottle({ ...rules, maxTracked: 4 });
    for (let attempt = 0; attempt < 3; attempt += 1) small.failed("10.0.0.9", "admin", 0);
    for (const address of ["1", "2", "3"]) small.failed(address, "x", 1);
    expect(small.refusal("10.0.0.9", "admin", 2)).toBeUndefined();
  });
});
