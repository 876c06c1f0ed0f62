import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceStaffActionRecorded } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Admins keep the shared equipment categories (SPEC 3.2 equipment_categories: a unique name, a
 * description and an icon; SPEC 5 'Name is required') through the real HTTP server and store: add,
 * rename and retire. A retired category is not taken for new equipment, while equipment already
 * filed under it keeps it; every change is in the audit trail; nobody below admin may change them.
 */
let svc: TestService;
let admin: string;
let member: string;
const ADMIN_ID = 'acacacacacacacacacacacac';
const MEMBER_ID = 'cdcdcdcdcdcdcdcdcdcdcdcd';
const ADMIN = '/api/equipment/admin/categories';
const url = (path: string) => `${svc.url}${path}`;
const add = (token: string, json: unknown) => fetchJson(url(ADMIN), { token, json });
const change = (token: string, id: string, json: unknown) => fetchJson(url(`${ADMIN}/${id}`), { method: 'PUT', token, json });
const memberList = async () => {
  const res = await fetchJson(url('/api/equipment/categories'), { token: member });
  expect(res.status).toBe(200);
  return res.body.items as { id: string; name: string; description: string | null; iconName: string | null; retired: boolean }[];
};
const count = () => svc.ctx.conn.collection('equipment_categories').countDocuments({});

beforeAll(async () => {
  svc = await startPracticeService();
  admin = await svc.loginAs({ userId: ADMIN_ID, role: 'admin' });
  member = await svc.loginAs({ userId: MEMBER_ID, role: 'member' });
});
afterAll(() => svc?.stop());

describe('equipment categories kept by admins', () => {
  it('when an admin adds a category, then members see it by name with its description and icon, and it is audited', async () => {
    const res = await add(admin, { name: '  Recoil pads ', description: 'Pads and comb risers', iconName: 'shield' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: 'recoil-pads',
      name: 'Recoil pads',
      description: 'Pads and comb risers',
      iconName: 'shield',
      retired: false,
    });
    const listed = await memberList();
    expect(listed.find((c) => c.id === 'recoil-pads')).toEqual(res.body);
    expect(listed.map((c) => c.name)).toEqual([...listed.map((c) => c.name)].sort());
    const all = await fetchJson(url(ADMIN), { token: admin });
    expect(all.body.items.map((c: { id: string }) => c.id)).toContain('recoil-pads');

    await svc.relay.flush();
    const audited = (await publishedEvents(svc.ctx.bus, 'practice'))
      .filter((e) => e.subject === practiceStaffActionRecorded.subject && e.data.itemId === 'recoil-pads')
      .map((e) => e.data);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'equipment_category.create',
      actorId: ADMIN_ID,
      actorRole: 'admin',
      itemType: 'equipment_category',
      itemLabel: 'Recoil pads',
      before: null,
      after: { name: 'Recoil pads', description: 'Pads and comb risers', iconName: 'shield' },
    });
  });

  it('when the name is missing or already used (in any case), then 400 "Name is required" or 409, and nothing is stored', async () => {
    const before = await count();
    for (const body of [{}, { name: '   ' }, { description: 'No name' }]) {
      const res = await add(admin, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toMatchObject({ name: 'Name is required' });
    }
    const taken = await add(admin, { name: 'SHOTGUN' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('An equipment category with this name already exists');
    expect(await count()).toBe(before);
  });

  it('when an admin renames a category, then its id and the items filed under it stay; another category’s name is 409, an unknown id 404', async () => {
    const created = await add(admin, { name: 'Gun cases' });
    expect(created.status).toBe(201);
    const item = await fetchJson(url('/api/equipment/items'), { token: member, json: { name: 'Negrini case', categoryId: 'gun-cases' } });
    expect(item.status).toBe(201);

    const renamed = await change(admin, 'gun-cases', {
      name: 'Cases and slips',
      description: 'Hard cases and soft slips',
      iconName: 'briefcase',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toEqual({
      id: 'gun-cases',
      name: 'Cases and slips',
      description: 'Hard cases and soft slips',
      iconName: 'briefcase',
      retired: false,
    });
    expect((await memberList()).find((c) => c.id === 'gun-cases')?.name).toBe('Cases and slips');
    expect((await fetchJson(url(`/api/equipment/items/${item.body.id}`), { token: member })).body.categoryId).toBe('gun-cases');

    const clash = await change(admin, 'gun-cases', { name: 'choke' });
    expect(clash.status).toBe(409);
    expect((await memberList()).find((c) => c.id === 'gun-cases')?.name).toBe('Cases and slips');
    expect((await change(admin, 'no-such-category', { name: 'Anything' })).status).toBe(404);
    const blank = await change(admin, 'gun-cases', { name: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({ name: 'Name is required' });
  });

  it('when an admin retires a category, then new equipment cannot take it, equipment already under it keeps it, and bringing it back allows it again', async () => {
    expect((await add(admin, { name: 'Shell catchers' })).status).toBe(201);
    const kept = await fetchJson(url('/api/equipment/items'), { token: member, json: { name: 'Deflector', categoryId: 'shell-catchers' } });
    expect(kept.status).toBe(201);

    const retired = await change(admin, 'shell-catchers', { name: 'Shell catchers', retired: true });
    expect(retired.status).toBe(200);
    expect(retired.body.retired).toBe(true);
    // still listed (items keep showing it), marked retired
    expect((await memberList()).find((c) => c.id === 'shell-catchers')).toMatchObject({ name: 'Shell catchers', retired: true });

    const refused = await fetchJson(url('/api/equipment/items'), {
      token: member,
      json: { name: 'Another', categoryId: 'shell-catchers' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ categoryId: 'This category is retired: choose another' });
    const other = await fetchJson(url('/api/equipment/items'), {
      token: member,
      json: { name: 'Ear plugs', categoryId: 'eye-and-ear-protection' },
    });
    const moved = await fetchJson(url(`/api/equipment/items/${other.body.id}`), {
      method: 'PUT',
      token: member,
      json: { name: 'Ear plugs', categoryId: 'shell-catchers' },
    });
    expect(moved.status).toBe(400);
    // the item already under it is edited with its category
    const edited = await fetchJson(url(`/api/equipment/items/${kept.body.id}`), {
      method: 'PUT',
      token: member,
      json: { name: 'Deflector, left-handed', categoryId: 'shell-catchers' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.categoryId).toBe('shell-catchers');

    expect((await change(admin, 'shell-catchers', { name: 'Shell catchers', retired: false })).status).toBe(200);
    expect(
      (await fetchJson(url('/api/equipment/items'), { token: member, json: { name: 'Another', categoryId: 'shell-catchers' } })).status,
    ).toBe(201);

    await svc.relay.flush();
    const actions = (await publishedEvents(svc.ctx.bus, 'practice'))
      .filter((e) => e.subject === practiceStaffActionRecorded.subject && e.data.itemId === 'shell-catchers')
      .map((e) => [e.data.action, e.data.before, e.data.after]);
    expect(actions).toEqual([
      ['equipment_category.create', null, { name: 'Shell catchers', description: null, iconName: null }],
      ['equipment_category.retire', { retired: false }, { retired: true }],
      ['equipment_category.restore', { retired: true }, { retired: false }],
    ]);
  });

  it('when anyone below admin tries, then 403 (401 for a visitor), and nothing changes', async () => {
    const before = await count();
    for (const role of ['member', 'coach', 'moderator', 'blog_moderator', 'content_admin'] as const) {
      const token = await svc.loginAs({ userId: 'c0c0c0c0c0c0c0c0c0c0c0c0', role });
      expect((await add(token, { name: `By ${role}` })).status, role).toBe(403);
      expect((await change(token, 'shotgun', { name: 'Guns' })).status, role).toBe(403);
      expect((await fetchJson(url(ADMIN), { token })).status, role).toBe(403);
    }
    expect((await fetchJson(url(ADMIN), { json: { name: 'Visitor' } })).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await memberList()).find((c) => c.id === 'shotgun')?.name).toBe('Shotgun');
    const superadmin = await svc.loginAs({ userId: 'dededededededededededede', role: 'superadmin' });
    expect((await fetchJson(url(ADMIN), { token: superadmin })).status).toBe(200);
  });
});
