import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued } from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { ENTRY_OFFERS_JOB } from '../../src/jobs/entry-offers.job.ts';
import { startCommunityWorker, type CommunityWorker } from '../../src/jobs/start-worker.ts';
import { newUserId, startCommunityService } from '../support/community-service.ts';

/**
 * The worker's sweep of paid entries: a pay link past its time expires the entry and offers the
 * place to the first on the waiting list (with a notice and a new pay link), without anyone reading the event.
 */
let svc: TestService;
let worker: CommunityWorker;
const HOUR = 3600_000;
const call = (token: string, method: string, path: string, json?: unknown) => fetchJson(`${svc.url}${path}`, { token, method, json });

beforeAll(async () => {
  svc = await startCommunityService();
  worker = await startCommunityWorker(loadCommunityConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

describe('pay links running out', () => {
  it('when the job runs after a pending entry’s pay link ran out, then it expires and the first waiting entrant is offered the place and told', async () => {
    const admin = await svc.loginAs({ userId: newUserId(), role: 'admin' });
    const made = await call(admin, 'POST', '/api/club-events', {
      title: 'Garden City Club Cup',
      eventType: 'club_shoot',
      location: 'Garden City Trap Club, Bengaluru',
      state: 'Karnataka',
      startDate: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
      organizer: 'Garden City Trap Club',
      maxParticipants: 1,
    });
    const eventId = made.body.id as string;
    const fees = await call(admin, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [{ discipline: 'olympic-trap', memberPaise: 100_000, guestPaise: 150_000 }],
    });
    expect(fees.status).toBe(200);
    const first = await svc.loginAs({ userId: newUserId(), tier: 'pro_lane' });
    const secondId = newUserId();
    const second = await svc.loginAs({ userId: secondId, tier: 'range_pass' });
    const pending = (await call(first, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' })).body;
    const waiting = (await call(second, 'POST', `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' })).body;
    expect([pending.status, waiting.status]).toEqual(['pending', 'waiting']);

    await worker.entryOffers.add(ENTRY_OFFERS_JOB, { now: new Date(Date.now() + 49 * HOUR).toISOString() });
    await eventually(
      async () => (await call(second, 'GET', `/api/club-events/${eventId}/entries/mine`)).body.items[0].status === 'offered',
    );
    expect((await call(first, 'GET', `/api/club-events/${eventId}/entries/mine`)).body.items[0].status).toBe('expired');
    const notice = await eventually(async () =>
      (await publishedEvents(svc.ctx.bus, 'community')).find(
        (e) => e.subject === communityNoticeIssued.subject && e.data.entityId === eventId && e.data.userIds.includes(secondId),
      ),
    );
    expect(notice!.data).toMatchObject({ title: 'A place is yours to take', priority: 'high' });
    expect(notice!.data.message).toMatch(/^A place opened at Garden City Club Cup: pay ₹1,500\.00 by .+ to take it\.$/);
  });
});
