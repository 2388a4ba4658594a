import { describe, expect, it } from "vitest";
import { plainTextOf } from "../src/catalog-plain-text.ts";

describe("plainTextOf", () => {
  it("turns paragraphs and line breaks into lines and decodes entities", () => {
    expect(plainTextOf("<p>Solid&nbsp;birch &amp; oil.</p><p>Two<br/>heights &lt;3&gt;</p>")).toBe(
      "Solid birch & oil.\nTwo\nheights <3>",
    );
  });

  it("decodes an escaped entity once only", () => {
    expect(plainTextOf("&amp;lt;")).toBe("&lt;");
  });

  it("leaves plain text as it is", () => {
    expect(plainTextOf("Rocks gently.")).toBe("Rocks gently.");
  });
});
