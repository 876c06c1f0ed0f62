/**
 * Writes contracts/snapshots from the current contracts (`make contracts-snapshot`). It refuses to
 * record a breaking change (README "Contract snapshots") unless ACCEPT_BREAKING=1: an event change
 * that breaks consumers belongs in a new version, a route change that breaks clients in a new route.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseSnapshotFiles, snapshotBreaks, snapshotFiles } from '../src/snapshot/snapshot.ts';
import { currentSnapshot, readSnapshotDir, SNAPSHOT_DIR } from './snapshot-dir.ts';

const committed = readSnapshotDir();
const current = currentSnapshot();
const breaks = snapshotBreaks(parseSnapshotFiles(committed), current);
if (breaks.length) {
  console.error(`These changes break consumers of the committed contracts:\n  ${breaks.join('\n  ')}`);
  if (process.env.ACCEPT_BREAKING !== '1') {
    console.error('Snapshot not written. Add a new event version (or route) instead, or record the break with ACCEPT_BREAKING=1.');
    process.exit(1);
  }
  console.error('ACCEPT_BREAKING=1: recording them.');
}

const files = snapshotFiles(current);
let written = 0;
let removed = 0;
for (const [file, text] of files) {
  if (committed.get(file) === text) continue;
  mkdirSync(path.dirname(path.join(SNAPSHOT_DIR, file)), { recursive: true });
  writeFileSync(path.join(SNAPSHOT_DIR, file), text);
  written++;
}
for (const file of committed.keys()) {
  if (!files.has(file)) {
    rmSync(path.join(SNAPSHOT_DIR, file));
    removed++;
  }
}
console.log(`contracts/snapshots: ${files.size} files, ${written} written, ${removed} removed.`);
