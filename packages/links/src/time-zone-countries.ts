/**
 * IANA time zones of the countries the short links cover: every name a browser can report for
 * them, which is ICU's canonical name (Chromium, Safari and Node say `Asia/Calcutta`, `America/Coral_Harbour`
 * even when the system is set to an alias) or tzdata's current one (Firefox); test/visitor-country.test.ts
 * checks the table against both lists. Only geographic names occur: a geographic zone missing here belongs
 * to some other country, which `resolveVisitorCountry` treats as "somewhere else" (the default rule), while
 * `UTC` and `Etc/*` say nothing and fall through to the language. A name ending in `/` stands for every zone
 * under it (all of `Australia/` is Australian), which keeps the redirect pages small.
 */
const zonesByCountry: Readonly<Record<string, string>> = {
  us: "America/New_York America/Detroit America/Kentucky/ America/Louisville America/Indiana/ America/Indianapolis America/Chicago America/Menominee America/North_Dakota/ America/Denver America/Boise America/Phoenix America/Los_Angeles America/Anchorage America/Juneau America/Sitka America/Metlakatla America/Yakutat America/Nome America/Adak Pacific/Honolulu",
  gb: "Europe/London",
  se: "Europe/Stockholm",
  de: "Europe/Berlin Europe/Busingen",
  fr: "Europe/Paris",
  es: "Europe/Madrid Africa/Ceuta Atlantic/Canary",
  it: "Europe/Rome",
  nl: "Europe/Amsterdam",
  ie: "Europe/Dublin",
  ca: "America/St_Johns America/Halifax America/Glace_Bay America/Moncton America/Goose_Bay America/Blanc-Sablon America/Toronto America/Iqaluit America/Coral_Harbour America/Winnipeg America/Resolute America/Rankin_Inlet America/Regina America/Swift_Current America/Edmonton America/Cambridge_Bay America/Inuvik America/Creston America/Dawson_Creek America/Fort_Nelson America/Whitehorse America/Dawson America/Vancouver",
  au: "Australia/ Antarctica/Macquarie",
  hk: "Asia/Hong_Kong",
  kr: "Asia/Seoul",
  jp: "Asia/Tokyo",
  pl: "Europe/Warsaw",
  be: "Europe/Brussels",
  at: "Europe/Vienna",
  pt: "Europe/Lisbon Atlantic/Madeira Atlantic/Azores",
  hr: "Europe/Zagreb",
  cz: "Europe/Prague",
  dk: "Europe/Copenhagen",
  ee: "Europe/Tallinn",
  fi: "Europe/Helsinki",
  hu: "Europe/Budapest",
  lv: "Europe/Riga",
  lt: "Europe/Vilnius",
  lu: "Europe/Luxembourg",
  sk: "Europe/Bratislava",
  si: "Europe/Ljubljana",
  tw: "Asia/Taipei",
  cn: "Asia/Shanghai Asia/Urumqi",
  cy: "Asia/Nicosia Asia/Famagusta",
  gr: "Europe/Athens",
};

/** Time zone (or area prefix ending in `/`) -> lowercase country code. */
export const timeZoneCountries: ReadonlyMap<string, string> = new Map(
  Object.entries(zonesByCountry).flatMap(([country, zones]) =>
    zones.split(" ").map((zone) => [zone, country] as [string, string]),
  ),
);

/**
 * Areas of IANA names that stand for a place on Earth (as opposed to `UTC`, `Etc/GMT+1`, `US/Eastern`,
 * `Canada/Eastern`): Africa, America, Antarctica, Arctic, Asia, Atlantic, Australia, Europe, Indian, Pacific.
 * `A` + letters stands for the seven A-areas (no other tz area starts with A); shorter inside every page.
 */
export const geographicTimeZonePattern = /^(A[a-z]+|Europe|Indian|Pacific)\//;

/** The country of a time zone: an exact entry, else the area prefix entry the name lies under. */
export function lookUpTimeZone(zone: string): string | undefined {
  const exact = zone.endsWith("/") ? undefined : timeZoneCountries.get(zone);
  if (exact) return exact;
  for (const [name, country] of timeZoneCountries) {
    if (name.endsWith("/") && zone.startsWith(name) && zone.length > name.length) return country;
  }
  return undefined;
}
