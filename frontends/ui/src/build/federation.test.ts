import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

describe('the shared @trap/ui/core and the unshared rest', () => {
  it('when the shared map is built, then only @trap/ui/core is shared of ui, and contracts not at all', () => {
    const shared = sharedDependencies();
    expect(shared['@trap/ui/core']?.singleton).toBe(true);
    expect(shared['@trap/ui']).toBeUndefined();
    expect(shared['@trap/contracts']).toBeUndefined();
  });

  it('when a module of @trap/ui is outside core, then it reaches the stateful parts through @trap/ui/core, never a relative path', () => {
    const src = resolve(import.meta.dirname, '..');
    const index = readFileSync(join(src, 'index.ts'), 'utf8');
    const core = readFileSync(join(src, 'core.ts'), 'utf8');
    const rel = (text: string) => [...text.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]!);
    const inCore = new Set(rel(core));
    const outside = rel(index).filter((f) => !inCore.has(f));
    expect(index).toContain("export * from '@trap/ui/core';");
    expect(outside.length).toBeGreaterThan(0);
    for (const file of outside) {
      const text = readFileSync(join(src, file), 'utf8');
      const imports = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => join(dirname(file), m[1]!));
      // Another unshared component is fine; anything core exports would be a second, unshared copy.
      expect(
        imports.filter((f) => inCore.has(f)),
        file,
      ).toEqual([]);
    }
  });
});
