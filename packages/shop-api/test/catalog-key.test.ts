import { describe, expect, it } from "vitest";
import { catalogKey } from "../src/index.ts";

describe("catalog key", () => {
  it("is the English slug, whatever the entity's own slug is in the asked language", () => {
    const translations = [
      { languageCode: "de", slug: "babytrage-harmony" },
      { languageCode: "en", slug: "baby-carrier-harmony" },
    ];
    expect(catalogKey({ slug: "babytrage-harmony", translations })).toBe("baby-carrier-harmony");
  });

  it("is the entity's own slug when it has no English one", () => {
    expect(catalogKey({ slug: "ベビーキャリア", translations: [{ languageCode: "ja", slug: "ベビーキャリア" }] })).toBe(
      "ベビーキャリア",
    );
  });
});
