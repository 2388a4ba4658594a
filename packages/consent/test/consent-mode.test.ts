import { describe, expect, it } from "vitest";
import { consentDefaultCommand, consentUpdateCommand } from "../src/index.ts";

describe("Google Consent Mode v2", () => {
  it("defaults everything to denied except security storage, waiting for the banner's update", () => {
    expect(consentDefaultCommand()).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        functionality_storage: "denied",
        personalization_storage: "denied",
        security_storage: "granted",
        wait_for_update: 500,
      },
    ]);
  });

  it("grants only analytics storage for analytics", () => {
    const [, , state] = consentUpdateCommand(["necessary", "analytics"]);
    expect(
      Object.entries(state)
        .filter(([, value]) => value === "granted")
        .map(([key]) => key)
        .sort(),
    ).toEqual(["analytics_storage", "security_storage"]);
  });

  it("grants the three ad signals for marketing", () => {
    const [, , state] = consentUpdateCommand(["marketing"]);
    expect(state).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("grants functionality and personalisation storage for functional", () => {
    const [, , state] = consentUpdateCommand(["functional"]);
    expect(state).toMatchObject({
      functionality_storage: "granted",
      personalization_storage: "granted",
      ad_storage: "denied",
    });
  });

  it("grants everything on accept all and denies it all again on reject", () => {
    const accepted = consentUpdateCommand(["necessary", "functional", "analytics", "marketing"])[2];
    expect(Object.values(accepted).every((value) => value === "granted")).toBe(true);
    const [, , rejected] = consentUpdateCommand(["necessary"]);
    const { wait_for_update: _, ...defaults } = consentDefaultCommand()[2];
    expect(rejected).toEqual(defaults);
  });
});
