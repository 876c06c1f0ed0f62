import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breakingChanges, type JsonSchema } from '@trap/contracts/snapshot/compat';
import { formatJson } from '@trap/contracts/snapshot/snapshot';
import type { RemoteApp } from '../config/app-config.tsx';
import type { RemoteRouteHandle } from './remote-routes.ts';

/**
 * What the shell expects from each remote's exposed module, checked like the events and routes of
 * contracts/snapshots (README "Contract snapshots"): the shell and the remotes deploy apart, so the
 * shell must keep working with the previous build of a remote and a remote with the previous shell.
 * The description below is tied to the RemoteRoutesModule type by the compiler (every handle field
 * listed, nav groups typed); remote-contract.snapshot.json is its committed copy.
 */
const REMOTES: Record<RemoteApp, true> = { member: true, admin: true, moderator: true };
type NavGroup = NonNullable<RemoteRouteHandle['nav']>['group'];
const NAV_GROUPS = ['user-menu', 'superadmin', 'moderator', 'admin'] as const satisfies readonly NavGroup[];
// every nav group is listed (the compiler fails here when one is added to the type)
const _allGroups: Record<NavGroup, (typeof NAV_GROUPS)[number]> = {
  'user-menu': 'user-menu',
  superadmin: 'superadmin',
  moderator: 'moderator',
  admin: 'admin',
};

const str = { type: 'string' };
const HANDLE: Record<keyof RemoteRouteHandle, JsonSchema> = {
  title: str,
  description: str,
  capability: str,
  tier: str,
  accessDeniedMessage: str,
  nav: {
    type: 'object',
    properties: { label: str, group: { type: 'string', enum: [...NAV_GROUPS] }, order: { type: 'number' }, icon: str },
    required: ['label', 'group', 'order'],
  },
  ownLayout: { type: 'boolean' },
  // its functions are the remote's own business; the shell only passes it to the prefetcher
  prefetch: { type: 'object' },
};
const HANDLE_REQUIRED: (keyof RemoteRouteHandle)[] = ['title'];

/** The `./routes` module as the shell reads it (frontends/shell/src/app/remotes/federation.ts). */
const ROUTES_MODULE: JsonSchema = {
  type: 'object',
  properties: {
    app: { type: 'string', enum: Object.keys(REMOTES) },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          path: str,
          index: { type: 'boolean' },
          handle: { type: 'object', properties: HANDLE, required: HANDLE_REQUIRED },
          children: { type: 'array', items: { type: 'object' } },
        },
      },
    },
  },
  required: ['app', 'routes'],
};

const SNAPSHOT = fileURLToPath(new URL('./remote-contract.snapshot.json', import.meta.url));
const current = formatJson(ROUTES_MODULE) + '\n';

describe("the remotes' exposed module", () => {
  it.each(Object.keys(REMOTES))('%s exposes ./routes, exporting app and routes (what the shell loads)', (app) => {
    const config = readFileSync(fileURLToPath(new URL(`../../../${app}/rsbuild.config.ts`, import.meta.url)), 'utf8');
    expect(/exposes:\s*(\{[^}]*\})/.exec(config)?.[1]).toBe("{ './routes': './src/app/routes.tsx' }");
    const source = readFileSync(fileURLToPath(new URL(`../../../${app}/src/app/routes.tsx`, import.meta.url)), 'utf8');
    expect(source).toMatch(/^export const app = '\w+' as const;$/m);
    expect(source).toMatch(/^export const routes: RemoteRouteObject\[\] =/m);
  });

  it('no change breaks the shell reading a remote of the previous build, or a remote read by the previous shell', () => {
    // the first snapshot is written by the test below; ACCEPT_BREAKING=1 records a break on purpose
    if (!existsSync(SNAPSHOT) || process.env.ACCEPT_BREAKING === '1') return;
    const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as JsonSchema;
    const breaks = breakingChanges(committed, ROUTES_MODULE, 'both', 'routes module');
    expect(breaks, 'a breaking change of RemoteRoutesModule: keep the old field working for one release').toEqual([]);
  });

  it('the snapshot is current (run make contracts-snapshot after a compatible change)', async () => {
    await expect(current).toMatchFileSnapshot(SNAPSHOT);
  });
});
