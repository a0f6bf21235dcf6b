import { DomainError } from '@timber/contracts';
import { isIPv6 } from 'node:net';

/** How many long-lived streams (server-sent events) one link, and one client address, may hold open at once. */
export interface StreamLimits {
  perLink: number;
  perAddress: number;
}

/**
 * Whose streams count together: an IPv4 address, or the /64 network of an IPv6 one (a single
 * client holds a whole /64 and could otherwise take a new address per stream).
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) {
    return address;
  }
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * The open streams of one process, counted per link and per client address (the address the
 * request context determined under TRUSTED_PROXIES, so X-Forwarded-For from anyone but a trusted
 * proxy changes nothing). A stream takes a slot before its answer starts and gives it back once,
 * when it ends; beyond a limit it is refused with 429 and a message naming the limit.
 */
export class StreamSlots {
  private readonly byLink = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** A slot for a stream of `link` from `address`, or the 429 refusal; the function returned gives it back (once). */
  take(link: string, address: string): () => void {
    const group = addressGroup(address);
    if ((this.byLink.get(link) ?? 0) >= this.limits.perLink) {
      throw new DomainError('COMMON.TOO_MANY_STREAMS_LINK', { limit: this.limits.perLink });
    }
    if ((this.byAddress.get(group) ?? 0) >= this.limits.perAddress) {
      throw new DomainError('COMMON.TOO_MANY_STREAMS_ADDRESS', { limit: this.limits.perAddress });
    }
    add(this.byLink, link, 1);
    add(this.byAddress, group, 1);
    let held = true;
    return () => {
      if (held) {
        held = false;
        add(this.byLink, link, -1);
        add(this.byAddress, group, -1);
      }
    };
  }

  /** Streams open now (tests and benchmarks read it). */
  get open(): number {
    let n = 0;
    for (const count of this.byLink.values()) {
      n += count;
    }
    return n;
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) {
    counts.set(key, next);
  } else {
    counts.delete(key);
  }
}
