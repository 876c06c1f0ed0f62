import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceStaffActionRecorded, type Role } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * The admins' changes of the NRAI selection rules are staff actions, each in the audit
 * trail (practice.staff_action.recorded: who, what, the rule, before and after), deletion included;
 * and every role below admin is refused every rules endpoint.
 */
let svc: TestService;
let admin: string;
const ADMIN_ID = 'aeaeaeaeaeaeaeaeaeaeaeae';
const url = (path: string) => `${svc.url}${path}`;
const RULE = {
  season: 2031,
  category: 'junior_women',
  bestN: 3,
  countedLevels: ['national', 'state'],
  nextStep: 'Junior National Championship',
  nextStepDate: null,
  qualifyingScore: 104,
  source: 'Audit test circular',
  sourceUrl: null,
};

beforeAll(async () => {
  svc = await startPracticeService();
  admin = await svc.loginAs({ userId: ADMIN_ID, role: 'admin' });
});
afterAll(() => svc?.stop());

describe('selection rules in the audit trail', () => {
  it('when an admin adds, verifies, changes and deletes a rule, then each is recorded with who did it and what changed', async () => {
    const created = await fetchJson(url('/api/pathway/rules'), { token: admin, json: RULE });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const put = (body: Record<string, unknown>) => fetchJson(url(`/api/pathway/rules/${id}`), { method: 'PUT', token: admin, json: body });
    expect((await put({ ...RULE, verified: true })).status).toBe(200);
    expect((await put({ ...RULE, verified: true, qualifyingScore: 106, notes: 'Per the March circular' })).status).toBe(200);
    expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'DELETE', token: admin })).status).toBe(204);

    await svc.relay.flush();
    const audited = (await publishedEvents(svc.ctx.bus, 'practice'))
      .filter((e) => e.subject === practiceStaffActionRecorded.subject && e.data.itemId === id)
      .map((e) => e.data);
    expect(audited.map((a) => a.action)).toEqual([
      'selection_rule.create',
      'selection_rule.verify',
      'selection_rule.update',
      'selection_rule.delete',
    ]);
    expect(audited.every((a) => a.actorId === ADMIN_ID && a.actorRole === 'admin' && a.itemType === 'selection_rule')).toBe(true);
    expect(audited[0]).toMatchObject({
      itemLabel: '2031 junior_women (olympic-trap): Junior National Championship',
      before: null,
      after: expect.objectContaining({ qualifyingScore: 104, countedLevels: ['state', 'national'], verified: false }),
    });
    expect(audited[1]).toMatchObject({ before: { verified: false }, after: { verified: true } });
    expect(audited[2]).toMatchObject({
      before: { qualifyingScore: 104, notes: '' },
      after: { qualifyingScore: 106, notes: 'Per the March circular' },
    });
    expect(audited[3]).toMatchObject({ before: expect.objectContaining({ qualifyingScore: 106 }), after: null });
  });

  it('when any role below admin uses the rules endpoints, then each is refused', async () => {
    const made = await fetchJson(url('/api/pathway/rules'), { token: admin, json: { ...RULE, season: 2032 } });
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    const roles: Role[] = ['member', 'coach', 'moderator', 'blog_moderator', 'content_admin'];
    for (const role of roles) {
      const token = await svc.loginAs({ userId: 'c1c1c1c1c1c1c1c1c1c1c1c1', role });
      expect((await fetchJson(url('/api/pathway/rules'), { token })).status, role).toBe(403);
      expect((await fetchJson(url('/api/pathway/rules'), { token, json: { ...RULE, season: 2033 } })).status, role).toBe(403);
      expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'PUT', token, json: RULE })).status, role).toBe(403);
      expect((await fetchJson(url(`/api/pathway/rules/${id}`), { method: 'DELETE', token })).status, role).toBe(403);
    }
    expect((await fetchJson(url('/api/pathway/rules'))).status).toBe(401);
  });
});
