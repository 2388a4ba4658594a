import type { OpeningHours } from "@hushling/catalog";
import { weekdays } from "@hushling/catalog/store-kinds";

/** One line of a store's week: a day or a run of days with the same hours; `hours` null when closed. */
export type OpeningHoursRow = { firstDay: string; lastDay: string | null; hours: string | null };

// 1 January 2024 was a Monday; the dates only carry a weekday or a time of day, so UTC avoids any shift.
function dateOf(dayIndex: number, time = "00:00"): number {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return Date.UTC(2024, 0, 1 + dayIndex, hour, minute);
}

/**
 * A store's week for the page's locale, Monday first: consecutive days with the same hours (or all
 * closed) share a row; day names and time ranges come from Intl ("Mon", "9:00 AM – 6:00 PM";
 * "月", "9時00分～18時00分"). Joining a run of days and naming a closed day are the page's words.
 */
export function openingHoursRows(week: readonly OpeningHours[], locale: string): OpeningHoursRow[] {
  const dayName = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone: "UTC" });
  const runs: { first: number; last: number; hours: OpeningHours | undefined }[] = [];
  weekdays.forEach((day, index) => {
    const hours = week.find((entry) => entry.days.includes(day));
    const run = runs.at(-1);
    if (run && run.hours?.opens === hours?.opens && run.hours?.closes === hours?.closes) run.last = index;
    else runs.push({ first: index, last: index, hours });
  });
  return runs.map(({ first, last, hours }) => ({
    firstDay: dayName.format(dateOf(first)),
    lastDay: last > first ? dayName.format(dateOf(last)) : null,
    hours: hours ? time.formatRange(dateOf(first, hours.opens), dateOf(first, hours.closes)) : null,
  }));
}
