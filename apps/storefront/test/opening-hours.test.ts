import type { OpeningHours } from "@hushling/catalog";
import { describe, expect, it } from "vitest";
import { openingHoursRows } from "../app/stores/opening-hours.ts";

const weekdays = ["mo", "tu", "we", "th", "fr"] as const;
// A typical German shop: weekdays, a short Saturday, closed on Sunday.
const week: OpeningHours[] = [
  { days: [...weekdays], opens: "09:00", closes: "18:30" },
  { days: ["sa"], opens: "10:00", closes: "14:00" },
];
// Spaces in Intl output differ between ICU versions (U+202F, U+2009); compare them as plain spaces.
const plain = (text: string | null) => text?.replace(/[\u202f\u2009\u00a0]/g, " ") ?? null;
const rows = (hours: OpeningHours[], locale: string) =>
  openingHoursRows(hours, locale).map((row) => ({ ...row, hours: plain(row.hours) }));

describe("openingHoursRows", () => {
  it("groups the weekdays with the same hours and shows Sunday closed, in German", () => {
    expect(rows(week, "de-DE")).toEqual([
      { firstDay: "Mo", lastDay: "Fr", hours: "09:00–18:30 Uhr" },
      { firstDay: "Sa", lastDay: null, hours: "10:00–14:00 Uhr" },
      { firstDay: "So", lastDay: null, hours: null },
    ]);
  });

  it("writes 12-hour times for American English", () => {
    expect(rows(week, "en-US")[0]).toEqual({ firstDay: "Mon", lastDay: "Fri", hours: "9:00 AM – 6:30 PM" });
  });

  it("names days and times the Japanese way", () => {
    expect(rows(week, "ja-JP")[0]?.firstDay).toBe("月");
    expect(rows(week, "ja-JP")[0]?.lastDay).toBe("金");
    expect(rows(week, "ja-JP")[0]?.hours).toMatch(/^9.00.*18.30/);
  });

  it("keeps days apart when their hours differ and runs closed days together", () => {
    const split: OpeningHours[] = [
      { days: ["tu", "we", "th", "fr"], opens: "10:00", closes: "18:00" },
      { days: ["mo"], opens: "12:00", closes: "18:00" },
    ];
    expect(rows(split, "en-GB")).toEqual([
      { firstDay: "Mon", lastDay: null, hours: "12:00–18:00" },
      { firstDay: "Tue", lastDay: "Fri", hours: "10:00–18:00" },
      { firstDay: "Sat", lastDay: "Sun", hours: null },
    ]);
  });

  it("shows the same hours every day as one row", () => {
    const daily: OpeningHours[] = [{ days: ["su", "sa", ...weekdays], opens: "08:00", closes: "22:00" }];
    expect(rows(daily, "sv-SE")).toEqual([{ firstDay: "mån", lastDay: "sön", hours: "08:00–22:00" }]);
  });
});
