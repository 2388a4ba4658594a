/** A small seeded PRNG (mulberry32) so that a failing fuzz case can be replayed from its seed and number. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (random: Random, p: number): boolean => random() < p;
const int = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

const junkPieces = [
  "%",
  "%G1",
  "%e0%a4",
  "%zz",
  "%00",
  "%0d%0a",
  "%0D%0ALocation:%20https://evil.example/",
  "%09",
  "%7f",
  "%c0%af",
  "%2e%2e",
  "%2f%2f",
  "%5c",
  "\\",
  "..",
  ".",
  "//",
  "///",
  "@evil.example",
  "%40evil.example",
  "?",
  "#",
  ";",
  "\u00e9",
  "\u00ff",
  "%C3%A9",
  "%E2%80%A8",
  "evil.example",
  "https:",
  "%25",
  "%%",
  "+",
  " ",
  "\t",
  "<script>",
  "'",
  '"',
  "{}",
  "$uri",
  `${"$"}{jndi:x}`,
  "%u0041",
  "%E2%84%AA",
  "/x/../",
  "/%2e%2E/",
  "..%2f",
  "/.",
];

const countryValues = [
  "de",
  "DE",
  "se",
  "us",
  "gb",
  "at",
  "tw",
  "br",
  "zz",
  "xx",
  "t1",
  "",
  "d",
  "deu",
  "Germany",
  "de-DE",
  "de,fr",
  '"de"',
  "de ",
  " de",
  "%64e",
  "%73e",
  "%53%45",
  "%E2%84%AAr",
  "de%0d%0a",
  "\u00e9\u00e9",
  "1e",
  "--",
  "null",
  "undefined",
  "__proto__",
];

function mutatePath(random: Random, path: string): string {
  let result = path;
  for (let step = int(random, 0, 4); step > 0; step--) {
    const at = int(random, 0, result.length);
    switch (int(random, 0, 9)) {
      case 0:
        result = [...result].map((char) => (chance(random, 0.5) ? char.toUpperCase() : char)).join("");
        break;
      case 1: {
        const char = result[at] ?? "a";
        const hex = char.charCodeAt(0).toString(16).padStart(2, "0");
        result = `${result.slice(0, at)}%${chance(random, 0.5) ? hex.toUpperCase() : hex}${result.slice(at + 1)}`;
        break;
      }
      case 2:
      case 3:
        result = `${result.slice(0, at)}${pick(random, junkPieces)}${result.slice(at)}`;
        break;
      case 4:
        result = result.replace(/\/$/, "");
        break;
      case 5:
        result = `${pick(random, ["//evil.example", "/\\evil.example", "http://evil.example", "https://evil.example", "*", "", "/%2F%2Fevil.example", "/./", "/../"])}${result}`;
        break;
      case 6:
        result += "x".repeat(pick(random, [100, 1500, 2100, 9000, 17_000]));
        break;
      case 7:
        result += `?${pick(random, ["country", "COUNTRY", "Country", "utm_source", "x"])}=${pick(random, countryValues)}`;
        break;
      case 8:
        result += `${result.includes("?") ? "&" : "?"}country=${pick(random, countryValues)}&country=${pick(random, countryValues)}`;
        break;
      case 9:
        result = result.replaceAll("/", pick(random, ["//", "\\", "%2F", "/./"]));
        break;
    }
  }
  return result;
}

function cookieHeader(random: Random): string {
  return pick(random, [
    () => `country=${pick(random, countryValues)}`,
    () => `a=b; country=${pick(random, countryValues)}; country=fr`,
    () => `country`,
    () => `=;;;=; country=;`,
    () => `COUNTRY=${pick(random, countryValues)},x=1`,
    () => `country="${pick(random, countryValues)}`,
    () => `x=${"y".repeat(pick(random, [10, 4000, 17_000]))}`,
    () => `\u00ff\u00fe=\u00e9; country=${pick(random, countryValues)}`,
  ])();
}

function headerLines(random: Random): string[] {
  const lines: string[] = [];
  if (chance(random, 0.9))
    lines.push(`Host: ${pick(random, ["links.test", "evil.example", "", "a b", "links.test:99999"])}`);
  if (chance(random, 0.1)) lines.push("Host: second.example");
  if (chance(random, 0.4)) lines.push(`Cookie: ${cookieHeader(random)}`);
  if (chance(random, 0.1)) lines.push(`Cookie: ${cookieHeader(random)}`);
  for (const name of ["CloudFront-Viewer-Country", "CF-IPCountry", "X-Vercel-IP-Country"]) {
    if (chance(random, 0.2)) lines.push(`${name}: ${pick(random, countryValues)}`);
  }
  if (chance(random, 0.3)) {
    lines.push(
      `Accept-Language: ${pick(random, ["de-DE,de;q=0.9", "zh-Hant-TW", "*", "en", "xx-YY", "de-", ";;", "en-GB\u00ff"])}`,
    );
  }
  if (chance(random, 0.05)) lines.push(`X-Long: ${"z".repeat(pick(random, [8000, 20_000]))}`);
  if (chance(random, 0.05)) lines.push(`X-Injected: a\rSet-Cookie: b`);
  if (chance(random, 0.05)) lines.push(`X-Injected: a\nLocation: https://evil.example/`);
  if (chance(random, 0.05)) lines.push(" folded continuation");
  if (chance(random, 0.05)) lines.push("No colon here");
  if (chance(random, 0.05)) lines.push(`: empty name`);
  if (chance(random, 0.05)) lines.push("Transfer-Encoding: chunked", "Content-Length: 5");
  if (chance(random, 0.05)) lines.push(`Content-Length: ${pick(random, ["0", "-1", "abc", "99999999999999999999"])}`);
  return lines;
}

/** One generated request as raw bytes (latin1), often malformed on purpose. */
export function hostileRequest(random: Random, linkPaths: readonly string[]): Buffer {
  const base = pick(random, [...linkPaths, "/redirects/", "/redirects/no-such-link/", "/health", "/", "/products/x/"]);
  const method = chance(random, 0.8)
    ? pick(random, ["GET", "GET", "GET", "HEAD"])
    : pick(random, ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "CONNECT", "PATCH", "get", "G\u00e9T", "", "BREW"]);
  const version = chance(random, 0.85)
    ? "HTTP/1.1"
    : pick(random, ["HTTP/1.0", "HTTP/2.0", "HTTP/1.1x", "", "HTTP/9.9"]);
  const newline = chance(random, 0.95) ? "\r\n" : "\n";
  const requestLine = [method, mutatePath(random, base), version].filter((part) => part !== "").join(" ");
  const body = chance(random, 0.05) ? "hello" : "";
  const lines = [requestLine, ...headerLines(random), "Connection: close", "", body];
  return Buffer.from(lines.join(newline), "latin1");
}
