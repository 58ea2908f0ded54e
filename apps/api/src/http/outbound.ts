import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';

/**
 * Addresses no call of ours to an address someone typed may reach: this machine, the private
 * networks around it, link-local (a cloud's metadata service), carrier-grade NAT, multicast and
 * reserved ranges.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// An IPv4 address mapped into IPv6 (::ffff:127.0.0.1) is checked against the IPv4 ranges by
// BlockList itself.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

export const isPublicAddress = (address: string): boolean =>
  isIP(address) !== 0 && !notPublic.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** A call refused because its address is not on the public internet. */
export class NotPublicAddress extends Error {
  constructor(host: string) {
    super(`${host} is not a public address`);
    this.name = 'NotPublicAddress';
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that fails when the name leads to any address that is not public (all are checked). */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new NotPublicAddress(hostname), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * The dispatcher for calls to addresses an owner or a shop's software gave us (Open Delivery's
 * webhooks and menus): only public addresses, checked where the connection is made, so a name
 * that resolves elsewhere by the time of the call (DNS rebinding) is refused too. The sandbox,
 * whose software runs on the same machine, may call any address.
 */
export function outboundDispatcher({ allowPrivate }: { allowPrivate: boolean }): Dispatcher {
  if (allowPrivate) return new Agent();
  const connect = buildConnector({ lookup: publicLookup as never });
  return new Agent({
    connect: (options, callback) => {
      // A literal address is connected to as it is, without a lookup: checked here.
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0 && !isPublicAddress(host)) return callback(new NotPublicAddress(host), null);
      return connect(options, callback);
    },
  });
}
