import { describe, expect, it } from "vitest";
import { type AddressClass, classifyAddress, isPublicAddress } from "../src/index.ts";

const cases: [string, AddressClass][] = [
  ["93.184.216.34", "public"],
  ["8.8.8.8", "public"],
  ["1.1.1.1", "public"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["172.15.255.255", "public"],
  ["172.32.0.0", "public"],
  ["192.168.1.1", "private"],
  ["169.254.169.254", "link-local"],
  ["100.64.0.1", "shared"],
  ["100.127.255.255", "shared"],
  ["100.128.0.0", "public"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.1", "documentation"],
  ["198.51.100.7", "documentation"],
  ["203.0.113.9", "documentation"],
  ["198.18.0.1", "reserved"],
  ["192.88.99.1", "reserved"],
  ["224.0.0.251", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "reserved"],
  ["2606:4700:4700::1111", "public"],
  ["2a00:1450:4001:81c::200e", "public"],
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["::ffff:127.0.0.1", "ipv4-embedded"],
  ["::ffff:7f00:1", "ipv4-embedded"],
  ["::ffff:8.8.8.8", "ipv4-embedded"],
  ["::127.0.0.1", "ipv4-embedded"],
  ["64:ff9b::7f00:1", "ipv4-embedded"],
  ["64:ff9b:1::a00:1", "ipv4-embedded"],
  ["2002:7f00:1::", "ipv4-embedded"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "ipv4-embedded"],
  ["2001:db8::1", "documentation"],
  ["2001:10::1", "reserved"],
  ["100::1", "reserved"],
  ["fc00::1", "private"],
  ["fd12:3456:789a::1", "private"],
  ["fe80::1", "link-local"],
  ["febf::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["4000::1", "reserved"],
  ["fe80::1%eth0", "invalid"],
  ["localhost", "invalid"],
  ["2130706433", "invalid"],
  ["0x7f.0.0.1", "invalid"],
  ["127.1", "invalid"],
  ["0177.0.0.1", "invalid"],
  ["[::1]", "invalid"],
  ["", "invalid"],
];

describe("IP address classes", () => {
  it.each(cases)("%s is %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it("calls only public addresses fetchable", () => {
    for (const [address, kind] of cases) expect(isPublicAddress(address)).toBe(kind === "public");
  });
});
