import { getAllTimezones, type Timezone } from "countries-and-timezones";

const tzdata: Readonly<Record<string, Timezone | undefined>> = getAllTimezones({ deprecated: true });

/** Every time-zone name tzdata knows (backward links included) plus those this runtime's ICU lists. */
export const ianaTimeZoneNames: readonly string[] = [
  ...new Set([...Object.keys(tzdata), ...Intl.supportedValuesOf("timeZone")]),
].sort();

/**
 * The names a browser reports for the visitor's zone: ICU's canonical ones (Chromium turns `US/Eastern` into
 * `America/New_York` and `Asia/Kolkata` into `Asia/Calcutta`; this runtime's ICU lists the same) and
 * tzdata's current ones, which Firefox reports.
 */
export const reportedTimeZoneNames: readonly string[] = [
  ...new Set([
    ...Intl.supportedValuesOf("timeZone"),
    ...Object.keys(tzdata).filter((name) => !tzdata[name]?.deprecated),
  ]),
].sort();

/** The area prefixes of the known names (`America/`, `America/Indiana/`). */
export const ianaAreaPrefixes: readonly string[] = [
  ...new Set(
    ianaTimeZoneNames.flatMap((name) => [...name.matchAll(/\//g)].map((match) => name.slice(0, match.index + 1))),
  ),
].sort();

/** The lowercase principal country of a name (tzdata lists it first), or undefined for `UTC` and the like. */
export function principalCountry(name: string): string | undefined {
  return tzdata[name]?.countries[0]?.toLowerCase();
}
