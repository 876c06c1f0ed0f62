import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { can, type Role, type Tier } from '@trap/contracts';
import type { RemoteApp } from '../config/app-config.tsx';
import type { RemoteRoutesModule } from '../federation/remote-routes.ts';
import { createQueryClient } from '../query/query-client.ts';
import { createLinkResolver } from './link-resolver.ts';
import { warmReads, type RoutePrefetch } from './route-prefetch.ts';
import { userHasFeature } from './tier-access.ts';

/**
 * The shell's link resolver (frontends/shell/src/app/link-prefetch.ts passes it the shell's routes, the
 * remotes and the signed-in user), with the real permission table, tier rules and query client: the
 * route tables stand in for the shell's and a remote's, and record what their code and reads fetch.
 */
function setUp(user: { role: Role; tier: Tier } | null) {
  const fetched: string[] = [];
  const remotesLoaded: RemoteApp[] = [];
  const read = (path: string) => ({
    queryKey: [path],
    queryFn: async () => {
      fetched.push(path);
      return { path };
    },
  });
  const code = (name: string) => async () => {
    fetched.push(`code ${name}`);
    return { default: () => null };
  };
  const prefetch = (name: string, reads: string[]): RoutePrefetch => ({ code: code(name), reads: () => reads.map(read) });

  const member: RemoteRoutesModule = {
    app: 'member',
    routes: [
      { path: '/profile', handle: { title: 'Dashboard', capability: 'member.tools', prefetch: prefetch('profile', ['/api/progression']) } },
      {
        path: '/skill-roadmap',
        handle: {
          title: 'Skill Roadmap',
          capability: 'member.tools',
          tier: 'skill_roadmap',
          prefetch: prefetch('skill-roadmap', ['/api/skills']),
        },
      },
    ],
  };
  const admin: RemoteRoutesModule = {
    app: 'admin',
    routes: [
      { path: '/admin', handle: { title: 'Admin Panel', capability: 'admin.area', prefetch: prefetch('admin', ['/api/admin/overview']) } },
    ],
  };
  const shellRoutes: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          path: 'podcasts/:id',
          lazy: async () => {
            fetched.push('code podcast');
            return {};
          },
          handle: { prefetch: { reads: (params: Record<string, string | undefined>) => [read(`/api/podcasts/${params.id}`)] } },
        },
        {
          path: 'ama/:id/questions',
          handle: { prefetch: { capability: 'ama.moderate', reads: () => [read('/api/amas/1/questions')] } },
        },
        { path: '*' },
      ],
    },
  ];

  const queryClient = createQueryClient();
  const current = user && {
    role: user.role,
    membershipTier: user.tier,
    membershipStatus: 'active' as const,
    daysRemaining: 200,
  };
  const resolve = createLinkResolver({
    routes: shellRoutes,
    remoteForPath: (pathname) =>
      pathname.startsWith('/admin') ? 'admin' : ['/profile', '/skill-roadmap'].includes(pathname) ? 'member' : undefined,
    loadRemote: async (app) => {
      remotesLoaded.push(app);
      return app === 'admin' ? admin : member;
    },
    signedIn: Boolean(current),
    can: (capability) => can(current?.role, capability),
    hasFeature: (feature) => userHasFeature(current, feature),
    warm: (p, params, url) => warmReads(queryClient, p, params, url),
  });
  const open = async (path: string) => {
    const run = resolve(new URL(path, 'https://trap.example'));
    await run?.();
    return run;
  };
  return { open, fetched, remotesLoaded, queryClient };
}

describe('link resolver: remote routes', () => {
  it("when a signed-in member's link leads to a member screen, then the remote's entry, the screen's code and its declared reads load, into the query cache", async () => {
    const { open, fetched, remotesLoaded, queryClient } = setUp({ role: 'member', tier: 'range_pass' });
    expect(await open('/profile')).not.toBeNull();
    expect(remotesLoaded).toEqual(['member']);
    expect(fetched.sort()).toEqual(['/api/progression', 'code profile']);
    expect(queryClient.getQueryData(['/api/progression'])).toEqual({ path: '/api/progression' });
  });

  it('when the user lacks the capability of the route (a member and /admin), then neither its code nor its reads are fetched', async () => {
    const { open, fetched, remotesLoaded } = setUp({ role: 'member', tier: 'elite_trigger' });
    await open('/admin');
    // only the remote's route table, which says what the route needs
    expect(remotesLoaded).toEqual(['admin']);
    expect(fetched).toEqual([]);
  });

  it('when the user holds the capability (an admin and /admin), then its code and reads load', async () => {
    const { open, fetched } = setUp({ role: 'admin', tier: 'range_pass' });
    await open('/admin');
    expect(fetched.sort()).toEqual(['/api/admin/overview', 'code admin']);
  });

  it("when the member's tier lacks the route's feature (Range Pass and the skill roadmap), then its code loads but none of its reads (they would be refused with TIER_REQUIRED)", async () => {
    const rangePass = setUp({ role: 'member', tier: 'range_pass' });
    await rangePass.open('/skill-roadmap');
    expect(rangePass.fetched).toEqual(['code skill-roadmap']);

    const circle = setUp({ role: 'member', tier: 'shooters_circle' });
    await circle.open('/skill-roadmap');
    expect(circle.fetched.sort()).toEqual(['/api/skills', 'code skill-roadmap']);
  });

  it('when a guest meets a link into a remote, then nothing is prefetched and no remote loads', async () => {
    const { open, fetched, remotesLoaded } = setUp(null);
    expect(await open('/profile')).toBeNull();
    expect(await open('/admin')).toBeNull();
    expect(remotesLoaded).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('when a link leads nowhere the app knows, then nothing is prefetched', async () => {
    const { open, remotesLoaded } = setUp({ role: 'member', tier: 'range_pass' });
    expect(await open('/no-such-page')).toBeNull();
    expect(remotesLoaded).toEqual([]);
  });
});

describe('link resolver: shell routes', () => {
  it('when a link leads to a shell page, then its code chunk and its declared read load, for a guest too, and no remote', async () => {
    const { open, fetched, remotesLoaded } = setUp(null);
    await open('/podcasts/ep-7');
    expect(fetched.sort()).toEqual(['/api/podcasts/ep-7', 'code podcast']);
    expect(remotesLoaded).toEqual([]);
  });

  it("when a shell route's reads need a capability the user lacks, then they are not fetched", async () => {
    const member = setUp({ role: 'member', tier: 'elite_trigger' });
    await member.open('/ama/1/questions');
    expect(member.fetched).toEqual([]);
    const moderator = setUp({ role: 'moderator', tier: 'range_pass' });
    await moderator.open('/ama/1/questions');
    expect(moderator.fetched).toEqual(['/api/amas/1/questions']);
  });
});
