import { BlockList, isIP } from "node:net";

export type AddressClass = "loopback" | "private" | "link-local" | "metadata" | "unspecified" | "multicast" | "reserved";

const classes: [AddressClass, BlockList][] = [];
function block(name: AddressClass, subnets: [string, number, "ipv4" | "ipv6"][]): void {
  const list = new BlockList();
  for (const [network, prefix, family] of subnets) list.addSubnet(network, prefix, family);
  classes.push([name, list]);
}

// Cloud metadata first: it sits inside link-local (169.254.0.0/16) and unique-local IPv6, and says more.
block("metadata", [
  ["169.254.169.254", 32, "ipv4"],
  ["169.254.170.2", 32, "ipv4"],
  ["100.100.100.200", 32, "ipv4"],
  ["fd00:ec2::254", 128, "ipv6"],
]);
block("loopback", [
  ["127.0.0.0", 8, "ipv4"],
  ["::1", 128, "ipv6"],
]);
block("unspecified", [
  ["0.0.0.0", 8, "ipv4"],
  ["::", 128, "ipv6"],
]);
block("private", [
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["fc00::", 7, "ipv6"],
]);
block("link-local", [
  ["169.254.0.0", 16, "ipv4"],
  ["fe80::", 10, "ipv6"],
]);
block("multicast", [
  ["224.0.0.0", 4, "ipv4"],
  ["ff00::", 8, "ipv6"],
]);
block("reserved", [
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["240.0.0.0", 4, "ipv4"],
  ["64:ff9b::", 96, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
]);

export function addressClass(address: string): AddressClass | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
  for (const [name, list] of classes) if (list.check(ip, family)) return name;
  return null;
}

export function mayReceive(address: string, allowLoopback: boolean): boolean {
  const found = addressClass(address);
  return found === null || (allowLoopback && found === "loopback");
}
