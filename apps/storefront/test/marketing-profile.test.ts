import { describe, expect, it } from "vitest";
import { profileIdFromCookie } from "../app/search/marketing-profile.ts";

describe("the e-mail-marketing profile id from the provider's visitor cookie", () => {
  it("reads a plain id, or $exchange_id from the provider's base64 JSON, and nothing else", () => {
    expect(profileIdFromCookie("a=1; __kla_id=profile-42; b=2", "__kla_id")).toBe("profile-42");
    const json = btoa(JSON.stringify({ $exchange_id: "ex.7", cid: "x" }));
    expect(profileIdFromCookie(`__kla_id=${encodeURIComponent(json)}`, "__kla_id")).toBe("ex.7");
    expect(profileIdFromCookie(`__kla_id=${btoa(JSON.stringify({ cid: "x" }))}`, "__kla_id")).toBeUndefined();
    expect(profileIdFromCookie("x__kla_id=profile-42", "__kla_id")).toBeUndefined();
    expect(profileIdFromCookie("__kla_id=", "__kla_id")).toBeUndefined();
    expect(profileIdFromCookie("__kla_id=%E0%A4%A", "__kla_id")).toBeUndefined();
    expect(profileIdFromCookie("__kla_id=<script>", "__kla_id")).toBeUndefined();
  });
});
