import { isIP } from 'node:net';

/**
 * Which proxies in front of the app are believed about the client's address and protocol (X-Forwarded-For and
 * X-Forwarded-Proto): none, all, the nearest `hops`, or those at the listed addresses.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'all' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's names for address ranges, which Fastify accepts among addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A single address, a CIDR (`10.0.0.0/8`, `fd00::/8`), an IPv4 address with a netmask, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (/^\d+$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4;
}

/**
 * TRUST_PROXY as the README documents it: unset or `false`, `true`, a hop count, or a comma-separated list of
 * addresses and CIDRs. Answers an error message for anything else, so that a typo stops the start instead of
 * silently trusting nothing (or everything).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return { kind: 'none' };
  if (v === 'true') return { kind: 'all' };
  if (/^\d+$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const addresses = v.split(',').map((a) => a.trim());
  const bad = addresses.find((a) => !isProxyAddress(a));
  if (bad !== undefined)
    return `must be true, false, a hop count, or proxy addresses/CIDRs separated by commas ("${bad}" is none of these)`;
  return { kind: 'addresses', addresses };
}

/**
 * Fastify's `trustProxy` option. A hop count is given as a function: Fastify 5.12 turned its own number form into
 * "trust nothing" (a hop count cannot check who the nearest peer is), which made the documented `TRUST_PROXY=1`
 * silently trust no proxy. Here it means what it says: the nearest `hops` addresses are proxies. Use it only when
 * the app cannot be reached but through those proxies; otherwise list their addresses.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'all':
      return true;
    case 'hops':
      return (_address: string, hop: number) => hop < trust.hops;
    case 'addresses':
      return trust.addresses;
  }
}
