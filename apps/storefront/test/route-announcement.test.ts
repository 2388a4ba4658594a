import { describe, expect, it } from "vitest";
import { routeAnnouncementTitle } from "../app/site/runtime/route-announcement.ts";

describe("routeAnnouncementTitle", () => {
  it("names the page by its first level-one heading, whitespace collapsed", () => {
    expect(routeAnnouncementTitle({ firstHeading: "  Baby\n  carriers ", documentTitle: "Carriers | Hushling" })).toBe(
      "Baby carriers",
    );
  });

  it("else by the document title", () => {
    expect(routeAnnouncementTitle({ firstHeading: " ", documentTitle: "Stores | Hushling" })).toBe("Stores | Hushling");
    expect(routeAnnouncementTitle({ firstHeading: undefined, documentTitle: "Stores" })).toBe("Stores");
  });

  it("else nothing, so the announcer says 'new page at {path}'", () => {
    expect(routeAnnouncementTitle({ firstHeading: null, documentTitle: "" })).toBeUndefined();
  });
});
