import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/api/index.ts';
import { declaredRouteTable, routePathsSource, type RoutePath, type RouteTable } from '../src/api/route-table.ts';
import * as routePaths from '../src/api/route-paths.ts';

const leaves = (table: RouteTable): RoutePath[] =>
  Object.values(table).flatMap((v) => (typeof v.method === 'string' && typeof v.path === 'string' ? [v as RoutePath] : leaves(v as RouteTable)));

describe('the zod-free route table the browser calls the API through', () => {
  it('when the declarations change, then route-paths.ts must be regenerated (make route-paths)', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../src/api/route-paths.ts'), 'utf8');
    expect(committed, 'contracts/src/api/route-paths.ts is stale: run `make route-paths`').toBe(routePathsSource());
  });

  it('then every group and route has the method and path of its declaration, under the same names', () => {
    const table = declaredRouteTable();
    for (const [name, group] of Object.entries(table)) expect(routePaths[name as keyof typeof routePaths], name).toEqual(group);
  });

  it('then every declared endpoint is in it', () => {
    const present = new Set(Object.values(declaredRouteTable()).flatMap(leaves).map((r) => `${r.method} ${r.path}`));
    for (const r of API_ROUTES) expect(present.has(`${r.method} ${r.path}`), `${r.method} ${r.path}`).toBe(true);
  });

  it('then it imports nothing at run time (no zod in the browser)', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../src/api/route-paths.ts'), 'utf8');
    const imports = text.split('\n').filter((l) => /^import\s/.test(l));
    expect(imports.length).toBeGreaterThan(0);
    for (const line of imports) expect(line, line).toMatch(/^import type /);
  });
});
