import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { BlockList, isIP, type Socket } from 'node:net';
import { Agent, buildConnector, type Dispatcher } from 'undici';

/**
 * Addresses no call of ours to an address someone typed may reach: this machine, the private
 * networks around it, link-local (a cloud's metadata service), carrier-grade NAT, multicast,
 * documentation (RFC 5737, RFC 3849) and reserved ranges.
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
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// An IPv4 address mapped into IPv6 (::ffff:127.0.0.1) is checked against the IPv4 ranges by
// BlockList itself; the deprecated IPv4-compatible form (::127.0.0.1) is refused whole.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
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
 * Whether this installation's outbound calls may reach private addresses: OUTBOUND_PRIVATE_ADDRESSES
 * when set, else only in sandbox, whose shops' software and PSP run on the same machine. Every
 * guard below is built from this one answer.
 */
export const allowsPrivateAddresses = (config: {
  APP_ENV: string;
  OUTBOUND_PRIVATE_ADDRESSES?: boolean | undefined;
}): boolean => config.OUTBOUND_PRIVATE_ADDRESSES ?? config.APP_ENV === 'sandbox';

export type OutboundPolicy = { allowPrivate: boolean };

/** TLS material a call presents (a Pix provider's mTLS certificate), passed to the connector. */
export type OutboundTls = { cert?: string; key?: string; ca?: string; passphrase?: string; pfx?: Buffer };

const bareHost = (host: string) => host.replace(/^\[|\]$/g, '');

/** A literal address that is not public, refused before any connection (a literal is never looked up). */
const refusedLiteral = (host: string): NotPublicAddress | null =>
  isIP(bareHost(host)) !== 0 && !isPublicAddress(bareHost(host)) ? new NotPublicAddress(bareHost(host)) : null;

/**
 * The dispatcher (undici) for every call to an address someone else chose: Open Delivery's
 * webhooks and menus, a shop's Pix provider. Only public addresses, checked where the connection
 * is made, so a name that resolves elsewhere by the time of the call (DNS rebinding) is refused
 * too, and so is any redirect a caller follows through it. Unless private addresses are allowed.
 */
export function outboundDispatcher({ allowPrivate }: OutboundPolicy, tls: OutboundTls = {}): Dispatcher {
  if (allowPrivate) return new Agent({ connect: tls });
  const connect = buildConnector({ ...tls, lookup: publicLookup as never });
  return new Agent({
    connect: (options, callback) => {
      const refused = refusedLiteral(options.hostname);
      if (refused) return callback(refused, null);
      return connect(options, callback);
    },
  });
}

/** Node's https.Agent, for libraries that take one (web-push), guarded the same way. */
class PublicHttpsAgent extends HttpsAgent {
  constructor(options: AgentOptions) {
    super({ ...options, lookup: publicLookup as never });
  }

  override createConnection(
    ...args: Parameters<HttpsAgent['createConnection']>
  ): ReturnType<HttpsAgent['createConnection']> {
    const [options, callback] = args as unknown as [{ host?: string }, (error: Error | null, socket?: Socket) => void];
    const refused = refusedLiteral(options.host ?? '');
    if (refused) {
      callback(refused);
      return undefined as never;
    }
    return super.createConnection(...args);
  }
}

/**
 * An https.Agent for calls to addresses someone else chose: public ones only; where private ones
 * are allowed, none (the library's default, https's global agent).
 */
export const outboundHttpsAgent = ({ allowPrivate }: OutboundPolicy): HttpsAgent | undefined =>
  allowPrivate ? undefined : new PublicHttpsAgent({ keepAlive: true });

/**
 * Whether a URL someone gives (a push endpoint, a provider's address) leads to public addresses
 * only, checked when it is given so the giver hears why; the call itself is checked again when
 * it connects. A name that does not resolve now is not refused here: it reaches nothing.
 */
export async function leadsToPublicAddresses(url: string, { allowPrivate }: OutboundPolicy): Promise<boolean> {
  if (allowPrivate) return true;
  let host: string;
  try {
    host = bareHost(new URL(url).hostname);
  } catch {
    return false;
  }
  if (isIP(host) !== 0) return isPublicAddress(host);
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    lookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  );
  return addresses.every((entry) => isPublicAddress(entry.address));
}
