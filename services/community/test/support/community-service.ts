import { randomBytes } from 'node:crypto';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { startTestService, eventually, fetchJson, type TestService } from '@trap/kit/testing';
import {
  userRegistered,
  userUpdated,
  type EventData,
  type EventDefinition,
  type Role,
  type Tier,
  type UserSnapshot,
} from '@trap/contracts';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';

/** The real community service in-process, with its own database, event namespace and Redis prefix. */
export const startCommunityService = () =>
  startTestService({ service: 'community', build: buildCommunityService, config: loadCommunityConfig });

export const newUserId = () => randomBytes(12).toString('hex');

const DAY = 86_400_000;
const IST = 5.5 * 3600_000;
/** An event time n days from today's date in India, at `time` there (events are dated in IST). */
export const inDays = (n: number, time = '09:30') => `${new Date(Date.now() + n * DAY + IST).toISOString().slice(0, 10)}T${time}:00+05:30`;

export interface Member {
  id: string;
  token: string;
}
/** A new member signed in with a role and tier, and their calls to the service `current()` names (started in beforeAll). */
export function members(current: () => TestService) {
  return {
    login: async (role: Role, tier: Tier): Promise<Member> => {
      const id = newUserId();
      return { id, token: await current().loginAs({ userId: id, role, tier }) };
    },
    call: (who: Member | null, method: string, path: string, json?: unknown) =>
      fetchJson(`${current().url}${path}`, { token: who?.token, method, json }),
  };
}

/** A user as auth's events describe it; `at` is its updatedAt. */
export function snapshot(overrides: Partial<UserSnapshot> & { userId: string }, at = new Date()): UserSnapshot {
  return {
    username: `user_${overrides.userId.slice(0, 6)}`,
    displayName: 'Abhinav Shooter',
    avatarUrl: null,
    role: 'member',
    isCoach: false,
    level: 'beginner',
    clubAffiliation: null,
    location: null,
    bio: null,
    isPublicProfile: true,
    membershipTier: 'range_pass',
    accountStatus: 'active',
    createdAt: new Date('2026-01-01T00:00:00Z').toISOString(),
    updatedAt: at.toISOString(),
    ...overrides,
  };
}

/** Publishes an event the way auth's outbox relay does, into this run's namespace. */
export async function publish<D extends EventDefinition>(svc: TestService, def: D, data: EventData<D>) {
  const entry = recordEvent(def, data as never);
  await publishEnvelope(svc.ctx.bus, entry);
  return entry;
}

export const register = (svc: TestService, s: UserSnapshot) => publish(svc, userRegistered, { ...s, email: `${s.username}@example.com` });
export const update = (svc: TestService, s: UserSnapshot) => publish(svc, userUpdated, s);

/** Waits until the service's consumer of `subject` has handled and acknowledged everything published so far. */
export async function drained(svc: TestService, subject: string): Promise<void> {
  const stream = svc.ctx.bus.stream(subject.split('.')[0]!);
  const durable = `community__${subject.replace(/\./g, '_')}`;
  await eventually(async () => {
    const info = await svc.ctx.bus.jsm.consumers.info(stream, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0;
  });
}

/** Waits until the event with this id was handled (its de-duplication marker is written after the handler). */
export const handled = (svc: TestService, eventId: string) =>
  eventually(() => svc.ctx.conn.collection('processed_events').findOne({ eventId }));
