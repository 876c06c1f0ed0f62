import { describe, expect, it } from 'vitest';
import { SHAKEN_EXPORTS, sharedDependencies, usedExportsOf } from './federation.ts';

describe('tree-shaken shared modules', () => {
  for (const [pkg, listed] of Object.entries(SHAKEN_EXPORTS)) {
    it(`when an app imports from ${pkg}, then the name is in the shaken copy's list (else the shared copy would lack it)`, () => {
      const used = usedExportsOf(pkg);
      expect(used, `some file imports the whole of ${pkg}`).toBeDefined();
      expect(used!.filter((name) => !listed.includes(name))).toEqual([]);
    });
  }

  it('when the shared map is built, then every app shakes the same list', () => {
    const shared = sharedDependencies();
    expect(shared['react-router']!.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...SHAKEN_EXPORTS['react-router']!] });
    expect(shared.react!.treeShaking).toBeUndefined();
  });
});
