import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVENT_CATALOGUE } from '../src/events/index.ts';
import { API_ROUTES } from '../src/api/index.ts';
import { contractSnapshot, type ContractSnapshot } from '../src/snapshot/snapshot.ts';

/** contracts/snapshots: the committed snapshot (README "Contract snapshots"). */
export const SNAPSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../snapshots');

/** The committed files, path relative to SNAPSHOT_DIR (`events/auth.user.registered.v1.json`) -> text. */
export function readSnapshotDir(dir = SNAPSHOT_DIR): Map<string, string> {
  const files = new Map<string, string>();
  for (const sub of ['events', 'routes']) {
    const folder = path.join(dir, sub);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder).sort()) {
      if (name.endsWith('.json')) files.set(`${sub}/${name}`, readFileSync(path.join(folder, name), 'utf8'));
    }
  }
  return files;
}

/** The snapshot of the contracts as they are now: every event of the catalogue, every declared route. */
export const currentSnapshot = (): ContractSnapshot => contractSnapshot(EVENT_CATALOGUE, API_ROUTES);
