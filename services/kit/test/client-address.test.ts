import { describe, expect, it } from 'vitest';
import { clientKey } from '@trap/kit';

describe('the address a per-client budget counts against', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', () => {
    const one = ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:0db8:0001:0002:ffff::', '2001:db8:1:2::1%eth0'].map(clientKey);
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('names a missing address', () => {
    expect(clientKey(undefined)).toBe('unknown');
  });
});
