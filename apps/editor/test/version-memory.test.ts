import { describe, expect, it } from "vitest";
import { versionMemory } from "../src/version-memory.ts";

describe("the versions the editor handed out", () => {
  it("forgets those handed out longest ago once past its size, and counts one handed out again as new", () => {
    const memory = versionMemory(10);
    memory.remember("a", "1234");
    memory.remember("b", "1234");
    memory.remember("a", "1234");
    memory.remember("c", "1234");
    expect([memory.recall("a"), memory.recall("b"), memory.recall("c")]).toEqual(["1234", undefined, "1234"]);
  });
});
