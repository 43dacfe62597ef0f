import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WebhookMessages } from '@portal/contracts';

/**
 * Where webhooks may go. Production: `https:` only, and every address the host name resolves to must be
 * public (no loopback, private, link-local, shared, multicast or reserved range), checked before each
 * delivery and again by the connection's own lookup, so a name that changes its answer between the check
 * and the connection (DNS rebinding) is refused too. Outside production (`npm start`, `npm test`) a local
 * receiver may also be reached: `http:` or `https:` to localhost, 127.0.0.1 or [::1].
 */
export interface WebhookUrlRule {
  production: boolean;
}

/** A URL the rule refuses; the message is the one shown next to the URL field. */
export class WebhookUrlError extends Error {
  override name = 'WebhookUrlError';
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** Ranges no webhook may reach (loopback is allowed outside production for a local receiver). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, or NAT64 64:ff9b::a.b.c.d), if any. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (!mapped && !nat64) return undefined;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

export type AddressKind = 'public' | 'loopback' | 'not-public';

/** What kind of address an IP address is (an IPv4 address inside an IPv6 one counts as that IPv4 address). */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'not-public';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return addressKind(v4);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, type)) return 'loopback';
  return NOT_PUBLIC.check(address, type) ? 'not-public' : 'public';
}

/** Whether the rule lets a connection go to this address. */
export function addressAllowed(address: string, rule: WebhookUrlRule): boolean {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'loopback' && !rule.production);
}

/** The URL's host name without the brackets of an IPv6 literal. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks the URL's form (scheme, credentials, host) by the rule; throws WebhookUrlError. */
export function parseWebhookUrl(raw: string, rule: WebhookUrlRule): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebhookUrlError(WebhookMessages.invalidUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError(WebhookMessages.invalidUrl);
  if (url.username || url.password) throw new WebhookUrlError(WebhookMessages.credentialsInUrl);
  const host = bareHost(url);
  if (!host) throw new WebhookUrlError(WebhookMessages.invalidUrl);
  const local = LOCAL_HOSTS.has(host);
  if (rule.production && url.protocol !== 'https:') throw new WebhookUrlError(WebhookMessages.httpsRequired);
  if (!rule.production && url.protocol !== 'https:' && !local) throw new WebhookUrlError(WebhookMessages.httpsRequired);
  if (isIP(host) && !addressAllowed(host, rule)) throw new WebhookUrlError(WebhookMessages.privateAddress);
  if (rule.production && host === 'localhost') throw new WebhookUrlError(WebhookMessages.privateAddress);
  return url;
}

export type Lookup = (hostname: string) => Promise<LookupAddress[]>;

const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/**
 * The URL checked by form and by every address its host resolves to (any refused address refuses the URL:
 * a connection may pick any of them). Throws WebhookUrlError.
 */
export async function checkWebhookTarget(raw: string, rule: WebhookUrlRule, lookup: Lookup = systemLookup): Promise<URL> {
  const url = parseWebhookUrl(raw, rule);
  const host = bareHost(url);
  if (isIP(host)) return url;
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host);
  } catch {
    throw new WebhookUrlError(WebhookMessages.unresolvable);
  }
  if (addresses.length === 0) throw new WebhookUrlError(WebhookMessages.unresolvable);
  if (!addresses.every((a) => addressAllowed(a.address, rule))) throw new WebhookUrlError(WebhookMessages.privateAddress);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node's http(s).request that answers only allowed addresses: the connection itself goes
 * where the rule was checked, whatever a second DNS answer says.
 */
export function guardedLookup(rule: WebhookUrlRule) {
  return (hostname: string, options: { all?: boolean; family?: number } | undefined, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, verbatim: true, family: options?.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, options?.all ? [] : '', undefined);
      const allowed = addresses.filter((a) => addressAllowed(a.address, rule));
      if (allowed.length === 0 || allowed.length !== addresses.length) {
        const refused = Object.assign(new Error(`${hostname}: ${WebhookMessages.privateAddress}`), { code: 'EADDRNOTALLOWED' });
        return callback(refused, options?.all ? [] : '', undefined);
      }
      if (options?.all) return callback(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}
