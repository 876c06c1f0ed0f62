import { isIPv6 } from 'node:net';

/**
 * The address a per-client budget counts against (`req.ip`, which the bff's loopback proxy sets):
 * IPv4 as it is (also when IPv4-mapped), IPv6 by its /64, the block one subscriber gets and can
 * rotate through at will, so a client cannot escape a budget by changing its interface id.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.replace(/%.*$/, ''); // zone id (fe80::1%eth0)
  if (!isIPv6(bare)) return ip;
  const groups = (part: string) => (part ? part.split(':') : []);
  // an embedded IPv4 tail (64:ff9b::1.2.3.4) is two groups
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const [head, tail] = bare.includes('::') ? (bare.split('::') as [string, string]) : [bare, ''];
  const front = groups(head);
  const fill = 8 - width(front) - width(groups(tail));
  const full = [...front, ...Array<string>(Math.max(0, fill)).fill('0'), ...groups(tail)];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
