/** `YYYY/MM/DD` as the provider writes banner dates. */
const bannerDate = /^(\d{4})\/(\d{2})\/(\d{2})$/;

function dayNumber(date: string): number | undefined {
  const match = bannerDate.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return year * 10_000 + month * 100 + day;
}

/** Today's date on the same `YYYYMMDD` scale, in the time zone the banners are planned in. */
const formats = new Map<string, Intl.DateTimeFormat>();

function todayNumber(now: Date, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formats.set(timeZone, format);
  }
  const parts = format
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return Number(parts.year) * 10_000 + Number(parts.month) * 100 + Number(parts.day);
}

/**
 * A banner is active when its start date is on or before today and its end date is empty or on or after
 * today: the end date counts until 23:59:59 of that day. A malformed start date never activates a banner.
 */
export function isBannerActive(banner: { startDate: string; endDate: string }, now: Date, timeZone = "UTC"): boolean {
  const start = dayNumber(banner.startDate);
  if (start === undefined) return false;
  const today = todayNumber(now, timeZone);
  if (start > today) return false;
  if (banner.endDate === "") return true;
  const end = dayNumber(banner.endDate);
  return end !== undefined && end >= today;
}
