import type { EventBus } from '@trap/kit';
import { publishedEvents, startTestService } from '@trap/kit/testing';
import { loadPracticeConfig } from '../../src/config.ts';
import { buildPracticeService } from '../../src/service.ts';

/** The real practice service in-process on an ephemeral port, with its own database and namespace. */
export const startPracticeService = (env: Record<string, string> = {}) =>
  startTestService({ service: 'practice', build: buildPracticeService, config: loadPracticeConfig, env });

/** Every event in this run's `practice` stream, oldest first. */
export const publishedPracticeEvents = (bus: EventBus) => publishedEvents(bus, 'practice');

/** An `auth.user.registered` payload for a plain member (the demo member when `username` is 'member'). */
export const registeredMember = (userId: string, username: string) => ({
  userId,
  username,
  email: `${username}@example.com`,
  displayName: username,
  avatarUrl: null,
  role: 'member' as const,
  isCoach: false,
  level: null,
  clubAffiliation: null,
  isPublicProfile: false,
  membershipTier: 'range_pass' as const,
  accountStatus: 'active',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});
