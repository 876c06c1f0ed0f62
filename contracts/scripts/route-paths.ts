/** Writes contracts/src/api/route-paths.ts and route-paths/ from the declarations (`make route-paths`). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_PATHS_DIR, routePathsFiles } from '../src/api/route-table.ts';

const api = path.resolve(import.meta.dirname, '../src/api');
const files = routePathsFiles();
const written: string[] = [];
mkdirSync(path.join(api, ROUTE_PATHS_DIR), { recursive: true });
for (const [name, text] of Object.entries(files)) {
  const file = path.join(api, name);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  writeFileSync(file, text);
  written.push(name);
}
// a group that is no longer declared
for (const name of readdirSync(path.join(api, ROUTE_PATHS_DIR))) {
  if (files[`${ROUTE_PATHS_DIR}/${name}`] !== undefined) continue;
  rmSync(path.join(api, ROUTE_PATHS_DIR, name));
  written.push(`${ROUTE_PATHS_DIR}/${name} (removed)`);
}
console.log(written.length ? `wrote contracts/src/api/: ${written.join(', ')}` : 'route-paths are up to date');
