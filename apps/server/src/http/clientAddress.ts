import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Which peers may tell the server a client's address (`TRUST_PROXY`): given an address and how many
 * hops it is from the server (0 = the socket's peer), whether it is a proxy of ours whose
 * `X-Forwarded-For` entry can be believed.
 */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Trusts nobody: the socket's peer is the client, and `X-Forwarded-For` is ignored. */
export const trustNobody: TrustProxy = () => false;

/**
 * Reads `TRUST_PROXY`:
 * - unset or empty, or `0`: trust nobody;
 * - a whole number n: the n nearest hops are our proxies (the socket's peer and the n − 1 entries at the
 *   right end of `X-Forwarded-For`);
 * - a comma-separated list of addresses and CIDR blocks (`10.0.0.0/8, ::1`): a hop is our proxy when its
 *   address is in the list.
 * Anything else throws, naming the entry it could not read.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return trustNobody;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? trustNobody : (_address, hop) => hop < hops;
  }
  const proxies = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !/^\d+$/.test(prefix)))
      throw new Error(
        `TRUST_PROXY must be a number of proxies or a list of addresses and CIDR blocks, not ${JSON.stringify(entry)}`,
      );
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, type);
    else if (Number(prefix) > bits)
      throw new Error(`TRUST_PROXY: ${entry} has a prefix longer than ${bits} bits`);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (address) => proxies.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * An address as written in a socket or a header, in one spelling: IPv4-mapped IPv6 (`::ffff:192.0.2.1`)
 * as IPv4, an IPv6 zone (`%eth0`) dropped, IPv6 in lower case; null when it is no IP address.
 */
export function normalAddress(text: string): string | null {
  let address = text.trim();
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  const family = isIP(address);
  if (family === 0) return null;
  return family === 6 ? address.toLowerCase() : address;
}

/**
 * The client's address: walking from the socket's peer back through `X-Forwarded-For` (rightmost entry
 * first, as each proxy appends the address it was called from), the first hop that is not a trusted
 * proxy. A peer we do not trust is the client whatever its header says, so a forged header from it is
 * ignored. When every hop is trusted the leftmost address is the client; an entry that is no IP address
 * ends the walk at the proxy that wrote it.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: TrustProxy,
): string {
  const peer = normalAddress(socketAddress ?? '');
  if (peer === null) return 'unknown';
  if (!trustProxy(peer, 0) || !forwardedFor) return peer;
  const entries = forwardedFor.split(',');
  let client = peer;
  for (let hop = 1; entries.length > 0; hop++) {
    const address = normalAddress(entries.pop() ?? '');
    if (address === null) return client;
    client = address;
    if (!trustProxy(address, hop)) return client;
  }
  return client;
}

/** The real client address of a request under the server's `TRUST_PROXY` setting. */
export function clientAddress(c: Context, trustProxy: TrustProxy): string {
  return clientAddressOf(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trustProxy);
}

/**
 * What per-client limits count for an address: an IPv4 address itself, an IPv6 address its /64 network
 * (`2001:db8:1:2::/64`), since one subscriber is given a whole /64 and could otherwise take a fresh
 * address for every request.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // A dotted IPv4 tail (`::1.2.3.4`) fills two groups.
  const width = (groups: string[]) => groups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  const network = groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
  return `${network}::/64`;
}
