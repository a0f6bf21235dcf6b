import { BlockList, isIP } from 'node:net';

/** Loopback: the local web server proxies to the BFF, and the BFF calls the services, over it. */
export const LOOPBACK_PROXIES = '127.0.0.0/8,::1';

/**
 * The proxies whose `X-Forwarded-For` a process believes (the `TRUSTED_PROXIES` setting): a comma
 * list of addresses and CIDR ranges, IPv4 or IPv6. An empty list trusts nobody.
 */
export class TrustedProxies {
  private constructor(
    private readonly ranges: BlockList,
    /** the list as configured, for logs and error messages */
    readonly text: string,
  ) {}

  /** Throws with every entry it cannot read named. */
  static parse(list: string): TrustedProxies {
    const ranges = new BlockList();
    const bad: string[] = [];
    const entries = list
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      const [address = '', prefix, ...rest] = entry.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? undefined : Number(prefix);
      const maxBits = family === 4 ? 32 : 128;
      if (
        family === 0 ||
        rest.length > 0 ||
        (bits !== undefined && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))
      ) {
        bad.push(entry);
        continue;
      }
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) {
        ranges.addAddress(address, type);
      } else {
        ranges.addSubnet(address, bits, type);
      }
    }
    if (bad.length > 0) {
      throw new Error(`not an IP address or CIDR range: ${bad.join(', ')}`);
    }
    return new TrustedProxies(ranges, entries.join(','));
  }

  trusts(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.ranges.check(address, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/**
 * An address as a socket or a proxy writes it, in one form: `::ffff:10.0.0.1` (IPv4 on a dual-stack
 * socket) as `10.0.0.1`, IPv6 in lower case, a port (`10.0.0.1:5000`, `[::1]:5000`) dropped.
 * Undefined when it is no IP address.
 */
export function normalizeAddress(raw: string): string | undefined {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) {
    address = bracketed[1];
  } else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) {
    address = address.slice(0, address.lastIndexOf(':'));
  }
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) {
    address = mapped[1];
  }
  return isIP(address) === 0 ? undefined : address;
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * `X-Forwarded-For` hops are walked from the right (each proxy appends the peer it saw), and the
 * first hop that is not a trusted proxy is the client. A header from an untrusted peer is ignored
 * entirely, so a client cannot choose its own address. When every hop is trusted the farthest one
 * is the client; a hop that is no address stops the walk at the last address a trusted proxy vouched
 * for.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  let client = normalizeAddress(socketAddress ?? '') ?? '';
  if (!forwardedFor || !trusted.trusts(client)) {
    return client;
  }
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i] ?? '');
    if (hop === undefined) {
      return client;
    }
    client = hop;
    if (!trusted.trusts(hop)) {
      return hop;
    }
  }
  return client;
}
