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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the time zone's wall clock is ahead of UTC at `at`, ms. */
function zoneOffset(at: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = format
    .formatToParts(at)
    .reduce<Record<string, number>>((all, part) => Object.assign(all, { [part.type]: Number(part.value) }), {});
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a `YYYYMMDD` day (plus `addDays`) begins in the time zone. */
function dayStart(day: number, addDays: number, timeZone: string): number {
  const wall = Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, (day % 100) + addDays);
  // The offset at the wall-clock instant, then again at the answer, for days a clock change begins.
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/**
 * The first instant after `now` at which any of the banners starts or ends (the midnight that begins its
 * start date, or the one after its end date), or undefined when none ever changes again. Whatever shows
 * banners by the date rule stays exact if it is recomputed no later than this.
 */
export function nextBannerChange(
  banners: readonly { startDate: string; endDate: string }[],
  now: Date,
  timeZone = "UTC",
): Date | undefined {
  let next = Number.POSITIVE_INFINITY;
  for (const banner of banners) {
    const start = dayNumber(banner.startDate);
    if (start === undefined) continue;
    const end = banner.endDate === "" ? undefined : dayNumber(banner.endDate);
    const changes = [dayStart(start, 0, timeZone), ...(end === undefined ? [] : [dayStart(end, 1, timeZone)])];
    for (const at of changes) if (at > now.getTime() && at < next) next = at;
  }
  return Number.isFinite(next) ? new Date(next) : undefined;
}
