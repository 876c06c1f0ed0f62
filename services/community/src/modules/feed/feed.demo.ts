import type { SessionStore } from '@trap/kit';
import type { FeedRepository } from './feed.repository.ts';
import type { FeedItemDoc } from './feed.model.ts';

/**
 * DEMO_MODE: the demo member's friends (the fictional `demo-friend-*` people of the network demo)
 * have shared practice, so the Activity card on /profile is alive on `make start`. Fixed ids: a
 * restart adds nothing.
 */
const SESSIONS: { owner: string; daysAgo: number; title: string; score: number; of: number; location: string }[] = [
  { owner: 'demo-friend-01', daysAgo: 1, title: 'Sunday club trap', score: 23, of: 25, location: 'Dr. Karni Singh Shooting Range' },
  { owner: 'demo-friend-02', daysAgo: 2, title: 'Finals practice', score: 44, of: 50, location: 'Patiala Shotgun Club' },
  {
    owner: 'demo-friend-03',
    daysAgo: 3,
    title: 'Windy morning, station 4 drills',
    score: 19,
    of: 25,
    location: 'Pune Clay Target Association',
  },
  { owner: 'demo-friend-01', daysAgo: 6, title: 'Two rounds before work', score: 45, of: 50, location: 'Dr. Karni Singh Shooting Range' },
  { owner: 'demo-friend-02', daysAgo: 9, title: 'First 25 straight this season', score: 25, of: 25, location: 'Patiala Shotgun Club' },
  { owner: 'demo-friend-03', daysAgo: 12, title: 'Doubles with the squad', score: 38, of: 50, location: 'Pune Clay Target Association' },
  { owner: 'demo-friend-01', daysAgo: 16, title: 'New choke, same hold points', score: 21, of: 25, location: 'Tughlakabad Range' },
  { owner: 'demo-friend-02', daysAgo: 20, title: 'Selection trials warm-up', score: 68, of: 75, location: 'Patiala Shotgun Club' },
];

export async function seedFeedDemo(repo: FeedRepository, sessions: Pick<SessionStore, 'setMembership'>, now = Date.now()): Promise<void> {
  const items: FeedItemDoc[] = SESSIONS.map((s, i) => ({
    _id: `practice_session:demofeed${String(i + 1).padStart(2, '0')}`,
    kind: 'practice_session',
    ownerId: s.owner,
    title: s.title,
    summary: `${s.score} / ${s.of} at ${s.location}`,
    link: `/members/${s.owner}`,
    visibility: 'network',
    occurredAt: new Date(now - s.daysAgo * 86_400_000 - 7 * 3_600_000),
    deletedAt: null,
    updatedAt: new Date(now),
  }));
  await repo.insertMissingItems(items);
  for (const owner of new Set(SESSIONS.map((s) => s.owner))) {
    await repo.applySharing(owner, { shareWithFriends: true, shareWithCoaches: true, revision: 1 });
    // shared practice shows only from Pro Lane (their profiles say so); no auth account writes their live tier
    await sessions.setMembership(owner, { membershipTier: 'pro_lane', membershipStatus: 'active', membershipEndDate: null });
  }
  // friends cheering each other on (no notices: nobody real to tell)
  await repo.addKudos(items[1]!._id, 'demo-friend-01', null).catch(() => undefined);
  await repo.addKudos(items[4]!._id, 'demo-friend-03', null).catch(() => undefined);
  await repo.addKudos(items[4]!._id, 'demo-friend-01', null).catch(() => undefined);
}
