import { describe, expect, it } from 'vitest';
import { parseSnapshotFiles, snapshotBreaks, snapshotFiles } from '../src/snapshot/snapshot.ts';
import { currentSnapshot, readSnapshotDir } from '../scripts/snapshot-dir.ts';

/**
 * The committed snapshot (contracts/snapshots) against the contracts as they are now. A change that
 * breaks a consumer of an event version, a caller or a client of a route fails here; any other
 * change fails until the snapshot is refreshed, so the snapshot always describes what is deployed.
 */
describe('contract snapshot', () => {
  const committed = readSnapshotDir();
  const current = currentSnapshot();

  const breaks = snapshotBreaks(parseSnapshotFiles(committed), current);

  it('no change breaks a consumer of an existing event version or route', () => {
    if (breaks.length) {
      expect.fail(
        `${breaks.length} breaking contract change(s):\n  ${breaks.join('\n  ')}\n` +
          'Publish the change as a new event version (a new route) and keep the old one, or, if every consumer ' +
          'is updated in the same deploy, record it with `make contracts-snapshot ACCEPT_BREAKING=1`.',
      );
    }
  });

  it('the snapshot is current (run make contracts-snapshot after a compatible change)', () => {
    if (breaks.length) return; // the test above says what to do first
    const files = snapshotFiles(current);
    const stale = [
      ...[...files]
        .filter(([file, text]) => committed.get(file) !== text)
        .map(([file]) => (committed.has(file) ? `changed ${file}` : `new ${file}`)),
      ...[...committed.keys()].filter((file) => !files.has(file)).map((file) => `gone ${file}`),
    ];
    if (stale.length) {
      expect.fail(
        `contracts/snapshots is stale (${stale.length} file(s)):\n  ${stale.slice(0, 20).join('\n  ')}\n` +
          'The change is compatible: run make contracts-snapshot and commit contracts/snapshots.',
      );
    }
  });
});
