import { describe, expect, it } from 'vitest';
import { Client, loginAs, newMember } from './support/client.ts';

/**
 * Changes that lower what a member may do count from their next request, through the bff, in every
 * service: a session signed with a role the member no longer holds is not trusted until it is re-signed.
 */
describe('a demoted moderator', () => {
  it('when a superadmin sets a moderator back to member, then the session they held as moderator is refused by the community service on the next request, for reads and moderation', async () => {
    const boss = await loginAs('superadmin');
    const target = await newMember('to-demote', undefined, { tier: 'range_pass' });
    const topic = await target.client.request('/api/forum/topics', {
      json: { title: 'A topic to moderate', content: 'Written before the promotion.' },
    });
    expect(topic.status, topic.text).toBe(201);

    const promoted = await boss.client.request(`/api/superadmin/users/${target.id}/role`, {
      method: 'PUT',
      json: { role: 'moderator', reason: 'helps on the forum' },
    });
    expect(promoted.status, promoted.text).toBe(200);
    const login = await target.client.request('/api/login', { json: { username: target.username, password: target.password } });
    expect(login.status).toBe(200);
    expect(login.body.role).toBe('moderator');
    expect((await target.client.get('/api/moderation/reports')).status).toBe(200);
    const pinned = await target.client.request(`/api/moderation/forum/topics/${topic.body.id}/moderate`, {
      json: { action: 'pin', reason: 'pinned while a moderator' },
    });
    expect(pinned.status, pinned.text).toBe(200);
    const moderatorCookie = target.client.cookies.get('trap_session')!;

    const demoted = await boss.client.request(`/api/superadmin/users/${target.id}/role`, {
      method: 'PUT',
      json: { role: 'member', reason: 'stepped down' },
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect((await boss.client.get(`/api/superadmin/users/${target.id}`)).body.role).toBe('member');

    // the moderator's cookie, replayed as is: refused for the reports and for moderating
    const replay = await new Client('old-moderator-session').visit();
    replay.cookies.set('trap_session', moderatorCookie);
    const reports = await replay.get('/api/moderation/reports');
    expect(reports.status).toBe(401);
    replay.cookies.set('trap_session', moderatorCookie);
    const moderate = await replay.request(`/api/moderation/forum/topics/${topic.body.id}/moderate`, {
      json: { action: 'lock', reason: 'locked after the demotion' },
    });
    expect(moderate.status).toBe(401);

    // logging in again gives a member's session, which has no moderation powers
    const again = await target.client.request('/api/login', { json: { username: target.username, password: target.password } });
    expect(again.body.role).toBe('member');
    expect((await target.client.get('/api/moderation/reports')).status).toBe(403);
  });
});
