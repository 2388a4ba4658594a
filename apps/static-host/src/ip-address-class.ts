import { isIPv4, isIPv6 } from "node:net";

/**
 * What kind of address an IP is, for deciding whether a server-side fetch may connect to it. Only
 * "public" may be fetched: everything else reaches this machine, its network, or nothing real.
 */
export type AddressClass =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "link-local"
  | "shared"
  | "multicast"
  | "documentation"
  | "reserved"
  | "ipv4-embedded"
  | "invalid";

type Ipv4Range = [first: number, prefix: number, kind: Exclude<AddressClass, "public">];

const ipv4Ranges: Ipv4Range[] = [
  [ipv4("0.0.0.0"), 8, "unspecified"],
  [ipv4("10.0.0.0"), 8, "private"],
  [ipv4("100.64.0.0"), 10, "shared"],
  [ipv4("127.0.0.0"), 8, "loopback"],
  [ipv4("169.254.0.0"), 16, "link-local"],
  [ipv4("172.16.0.0"), 12, "private"],
  [ipv4("192.0.0.0"), 24, "reserved"],
  [ipv4("192.0.2.0"), 24, "documentation"],
  [ipv4("192.88.99.0"), 24, "reserved"],
  [ipv4("192.168.0.0"), 16, "private"],
  [ipv4("198.18.0.0"), 15, "reserved"],
  [ipv4("198.51.100.0"), 24, "documentation"],
  [ipv4("203.0.113.0"), 24, "documentation"],
  [ipv4("224.0.0.0"), 4, "multicast"],
  [ipv4("240.0.0.0"), 4, "reserved"],
];

/** Classifies an address as DNS returns it: dotted-decimal IPv4 or textual IPv6 (no brackets, no zone). */
export function classifyAddress(address: string): AddressClass {
  if (isIPv4(address)) return classifyIpv4(ipv4(address));
  if (isIPv6(address) && !address.includes("%")) return classifyIpv6(ipv6Groups(address));
  return "invalid";
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === "public";
}

function classifyIpv4(value: number): AddressClass {
  for (const [first, prefix, kind] of ipv4Ranges) {
    if (inIpv4Range(value, first, prefix)) return kind;
  }
  return "public";
}

function classifyIpv6(groups: number[]): AddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const leadingZeros = [g0, g1, g2, g3, g4].every((group) => group === 0);
  if (leadingZeros && g5 === 0 && g6 === 0 && g7 === 0) return "unspecified";
  if (leadingZeros && g5 === 0 && g6 === 0 && g7 === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48),
  // 6to4 (2002::/16) and Teredo (2001::/32) all carry an IPv4 address a router may reach: refused as such.
  if (leadingZeros && (g5 === 0xffff || g5 === 0)) return "ipv4-embedded";
  if (g0 === 0x64 && g1 === 0xff9b && (g2 === 0 || g2 === 1)) return "ipv4-embedded";
  if (g0 === 0x2002) return "ipv4-embedded";
  if (g0 === 0x2001 && g1 === 0) return "ipv4-embedded";
  if (g0 === 0x2001 && g1 === 0x0db8) return "documentation";
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "reserved";
  if ((g0 & 0xfe00) === 0xfc00) return "private";
  if ((g0 & 0xffc0) === 0xfe80) return "link-local";
  if ((g0 & 0xffc0) === 0xfec0) return "private";
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  // Other IETF protocol assignments (2001::/23) are not destinations on the web.
  if (g0 === 0x2001 && g1 < 0x0200) return "reserved";
  // Only global unicast (2000::/3) is allocated for the public internet.
  return (g0 & 0xe000) === 0x2000 ? "public" : "reserved";
}

function ipv4(dotted: string): number {
  return dotted.split(".").reduce((value, octet) => value * 256 + Number(octet), 0);
}

function inIpv4Range(value: number, first: number, prefix: number): boolean {
  const size = 2 ** (32 - prefix);
  return value >= first && value < first + size;
}

/** The eight 16-bit groups of a valid textual IPv6 address (with "::" and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)?.[1];
  if (dotted) {
    const value = ipv4(dotted);
    text = `${text.slice(0, -dotted.length)}${Math.floor(value / 65_536).toString(16)}:${(value % 65_536).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const all = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return all.map((group) => Number.parseInt(group, 16));
}
