import { describe, expect, it } from 'vitest';
import { newCoach, newMember, uniqueName, type Account, type Reply } from './support/client.ts';
import { EVENT_DEADLINE_MS } from './support/eventually.ts';

/**
 * A private profile's details (club, city, bio, level) never reach a member who may not open the
 * profile page: the lists of people (a member's blocked list, a coach's followers) show such a
 * member by name and avatar only, through the bff as the browser reads them. A friend sees them.
 */

/** Reads until `done` holds: auth's event reaches the community service after its relay and consumer. */
async function until(read: () => Promise<Reply>, done: (body: Reply['body']) => boolean, what: string): Promise<Reply['body']> {
  const deadline = Date.now() + EVENT_DEADLINE_MS;
  for (;;) {
    const res = await read();
    if (res.status === 200 && done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const entryOf = (body: { items: { user: { id: string } }[] }, id: string) => body.items.find((i) => i.user.id === id)?.user;

describe('private profiles in lists of people', () => {
  it('when a member with a private profile is blocked and follows a coach, then neither the blocker nor the coach reads their club, city or bio; once friends, the coach does', async () => {
    const tag = uniqueName('pp');
    const secrets = { clubAffiliation: `${tag} Club`, location: `${tag} City`, bio: `${tag} bio` };
    // profiles start private
    const quiet: Account = await newMember('private-member', undefined, { tier: 'range_pass' });
    expect((await quiet.client.request('/api/user', { method: 'PATCH', json: secrets })).status).toBe(200);
    await until(
      () => quiet.client.get(`/api/members/${quiet.id}/profile`),
      (b) => b.member?.bio === secrets.bio,
      'own profile never showed the bio',
    );

    const [coach, blocker] = await Promise.all([newCoach(), newMember('blocker', undefined, { tier: 'range_pass' })]);
    expect((await quiet.client.request(`/api/coaches/${coach.id}/follow`, { method: 'POST' })).status).toBe(204);
    expect((await blocker.client.request('/api/friends/blocks', { json: { userId: quiet.id } })).status).toBe(204);

    const blocks = await blocker.client.get('/api/friends/blocks');
    const followers = await coach.client.get(`/api/coaches/${coach.id}/followers`);
    for (const [res, who] of [
      [blocks, 'the blocked list'],
      [followers, 'the followers'],
    ] as const) {
      expect(res.status, who).toBe(200);
      expect(entryOf(res.body, quiet.id), who).toMatchObject({
        displayName: 'Security Tester',
        clubAffiliation: null,
        location: null,
        level: null,
      });
      for (const secret of Object.values(secrets)) expect(res.text, who).not.toContain(secret);
    }
    expect((await coach.client.get(`/api/members/${quiet.id}/profile`)).status).toBe(404);

    // a friendship opens the private profile: in the list as on the page
    const asked = await quiet.client.request('/api/relationships', { json: { relatedUserId: coach.id, type: 'friend' } });
    expect(asked.status).toBe(201);
    expect((await coach.client.request(`/api/relationships/${encodeURIComponent(asked.body.id)}/accept`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(entryOf((await coach.client.get(`/api/coaches/${coach.id}/followers`)).body, quiet.id)).toMatchObject({
      clubAffiliation: secrets.clubAffiliation,
      location: secrets.location,
    });
  });
});
