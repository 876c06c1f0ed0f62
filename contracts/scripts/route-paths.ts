/** Writes contracts/src/api/route-paths.ts from the declarations (`make route-paths`). */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routePathsSource } from '../src/api/route-table.ts';

const file = path.resolve(import.meta.dirname, '../src/api/route-paths.ts');
const text = routePathsSource();
let old = '';
try {
  old = readFileSync(file, 'utf8');
} catch {
  // first run
}
if (old === text) console.log('route-paths.ts is up to date');
else {
  writeFileSync(file, text);
  console.log('wrote contracts/src/api/route-paths.ts');
}
