import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/api/index.ts';
import { declaredRouteTable, ROUTE_PATHS_DIR, routePathsFiles, type RoutePath, type RouteTable } from '../src/api/route-table.ts';
import * as routePaths from '../src/api/route-paths.ts';

const api = resolve(import.meta.dirname, '../src/api');
const leaves = (table: RouteTable): RoutePath[] =>
  Object.values(table).flatMap((v) => (typeof v.method === 'string' && typeof v.path === 'string' ? [v as RoutePath] : leaves(v as RouteTable)));

describe('the zod-free route table the browser calls the API through', () => {
  it('when the declarations change, then route-paths.ts and route-paths/ must be regenerated (make route-paths)', () => {
    const expected = routePathsFiles();
    for (const [name, text] of Object.entries(expected))
      expect(readFileSync(resolve(api, name), 'utf8'), `contracts/src/api/${name} is stale: run \`make route-paths\``).toBe(text);
    const present = readdirSync(resolve(api, ROUTE_PATHS_DIR)).map((f) => `${ROUTE_PATHS_DIR}/${f}`);
    expect(present.filter((f) => !(f in expected)), 'groups no longer declared: run `make route-paths`').toEqual([]);
  });

  it('then every group and route has the method and path of its declaration, under the same names', () => {
    const table = declaredRouteTable();
    expect(Object.keys(table).length).toBeGreaterThan(10);
    for (const [name, group] of Object.entries(table)) expect({ ...routePaths[name as keyof typeof routePaths] }, name).toEqual(group);
  });

  it('then every declared endpoint is in it', () => {
    const present = new Set(Object.values(declaredRouteTable()).flatMap(leaves).map((r) => `${r.method} ${r.path}`));
    for (const r of API_ROUTES) expect(present.has(`${r.method} ${r.path}`), `${r.method} ${r.path}`).toBe(true);
  });

  it('then each group module imports nothing at run time (no zod in the browser)', () => {
    for (const name of Object.keys(routePathsFiles()).filter((f) => f.startsWith(`${ROUTE_PATHS_DIR}/`))) {
      const imports = readFileSync(resolve(api, name), 'utf8').split('\n').filter((l) => /^import\s/.test(l));
      expect(imports.length, name).toBeGreaterThan(0);
      for (const line of imports) expect(line, `${name}: ${line}`).toMatch(/^import type /);
    }
    const barrel = readFileSync(resolve(api, 'route-paths.ts'), 'utf8').split('\n').filter((l) => /^(import|export)\s/.test(l));
    for (const line of barrel) expect(line, line).toMatch(new RegExp(`^export (\\* as \\w+ from '\\./${ROUTE_PATHS_DIR}/[\\w-]+|type \\{ RouteRef \\} from '\\./route-ref)\\.ts';$`));
  });
});
