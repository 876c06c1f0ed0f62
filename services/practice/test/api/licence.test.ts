import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted, userRegistered } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { gearRemindersProcessor } from '../../src/jobs/gear-reminders.job.ts';
import { licenceExpiryReminders } from '../../src/modules/licence/licence.module.ts';
import { DEMO_LICENCE } from '../../src/modules/licence/licence.service.ts';
import { publishedPracticeEvents, registeredMember, startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
const LICENCE = '/api/arms-licence';
const url = (path: string) => `${svc.url}${path}`;
const newId = () => randomBytes(12).toString('hex');
const DAY = 86_400_000;
/** The IST day `n` days from `from` (YYYY-MM-DD). */
const istDay = (from: Date, n = 0) => new Date(from.getTime() + 5.5 * 3600_000 + n * DAY).toISOString().slice(0, 10);
const raw = (userId: string) =>
  svc.ctx.conn.collection<{ _id: string; numberCipher?: string }>('practice_arms_licences').findOne({ _id: userId });
const put = (token: string, json: unknown) => fetchJson(url(LICENCE), { method: 'PUT', token, json });
const get = (token: string) => fetchJson(url(LICENCE), { token });
const remindersOf = async (userId: string) =>
  (await publishedPracticeEvents(svc.ctx.bus)).filter((e) => e.subject === 'practice.licence.expiry_reminder' && e.data.userId === userId);

async function member() {
  const id = newId();
  const token = await svc.loginAs({ userId: id, role: 'member' });
  const gun = await fetchJson(url('/api/equipment/items'), { token, json: { categoryId: 'shotgun', name: 'Beretta DT11' } });
  expect(gun.status).toBe(201);
  return { id, token, gunId: gun.body.id as string };
}
const licence = (over: Record<string, unknown> = {}) => ({
  number: 'DL/2019/ARM/123456',
  issuingAuthority: 'Licensing Unit, Delhi Police',
  validUntil: istDay(new Date(), 400),
  firearmIds: [],
  ammunitionLimit: 1000,
  ...over,
});

beforeAll(async () => {
  svc = await startPracticeService({ DEMO_MODE: 'true' });
});
afterAll(() => svc?.stop());

describe('the arms-licence vault', () => {
  it('when a member saves their licence with their shotgun on it, then they read it back, valid, and GET before that says null', async () => {
    const me = await member();
    expect((await get(me.token)).body).toEqual({ licence: null });
    const saved = await put(me.token, licence({ number: '  DL/2019/ARM/123456 ', firearmIds: [me.gunId] }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      number: 'DL/2019/ARM/123456',
      issuingAuthority: 'Licensing Unit, Delhi Police',
      firearms: [{ id: me.gunId, name: 'Beretta DT11' }],
      ammunitionLimit: 1000,
      status: 'valid',
      daysLeft: 400,
    });
    expect((await get(me.token)).body.licence).toEqual(saved.body);
  });

  it('when the licence number is stored, then the raw document holds only cipher text under a key id', async () => {
    const me = await member();
    await put(me.token, licence({ number: 'MH/PUNE/7788990' }));
    const doc = await raw(me.id);
    expect(doc).toMatchObject({ numberKeyId: expect.stringMatching(/^[0-9a-f]{12}$/), numberCipher: expect.any(String) });
    const text = JSON.stringify(doc);
    expect(text).not.toContain('7788990');
    expect(text).not.toContain(Buffer.from('MH/PUNE/7788990').toString('base64'));
    // the same number saved again gets a fresh cipher text (a new nonce every write)
    await put(me.token, licence({ number: 'MH/PUNE/7788990' }));
    expect((await raw(me.id))!.numberCipher).not.toBe(doc!.numberCipher);
  });

  it('when the input is bad, then it is 400 with the field message and the stored licence is unchanged', async () => {
    const me = await member();
    const stranger = await member();
    await put(me.token, licence({ firearmIds: [me.gunId] }));
    const before = await raw(me.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [licence({ number: '  ' }), 'number', 'Licence number is required'],
      [licence({ number: undefined }), 'number', 'Licence number is required'],
      [licence({ number: '<script>' }), 'number', 'Use only letters, digits, spaces and . / ( ) -'],
      [licence({ issuingAuthority: '' }), 'issuingAuthority', 'Issuing authority is required'],
      [licence({ validUntil: 'next March' }), 'validUntil', 'Enter the date the licence is valid until (YYYY-MM-DD)'],
      [licence({ validUntil: '9999-12-31' }), 'validUntil', 'Valid until must be within 30 years from now'],
      [licence({ ammunitionLimit: 'lots' }), 'ammunitionLimit', 'Enter a number of cartridges'],
      [licence({ ammunitionLimit: 0 }), 'ammunitionLimit', 'At least 1 cartridge'],
      [licence({ ammunitionLimit: 10.5 }), 'ammunitionLimit', 'Enter whole cartridges'],
      [licence({ firearmIds: [me.gunId, me.gunId] }), 'firearmIds', 'Each firearm only once'],
      // another member's shotgun is not the caller's to put on a licence
      [licence({ firearmIds: [stranger.gunId] }), 'firearmIds', 'Choose firearms from your own equipment'],
    ];
    for (const [body, field, message] of cases) {
      const res = await put(me.token, body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields[field], field).toBe(message);
    }
    expect(await raw(me.id)).toEqual(before);
  });

  it('when another member asks, then they see only their own (none), and cannot change or remove the owner’s', async () => {
    const owner = await member();
    const other = await member();
    await put(owner.token, licence({ number: 'UP/LKO/4455', firearmIds: [owner.gunId] }));
    const seen = await get(other.token);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ licence: null });
    expect(JSON.stringify(seen.body)).not.toContain('4455');
    expect((await fetchJson(url(LICENCE), { method: 'DELETE', token: other.token })).status).toBe(204);
    expect((await get(owner.token)).body.licence).toMatchObject({ number: 'UP/LKO/4455' });
    expect((await get('')).status).toBe(401);
    // the owner removes it
    expect((await fetchJson(url(LICENCE), { method: 'DELETE', token: owner.token })).status).toBe(204);
    expect((await get(owner.token)).body).toEqual({ licence: null });
  });

  it('when it has lapsed or is near, then the status says expired or expiring with the days left', async () => {
    const me = await member();
    expect((await put(me.token, licence({ validUntil: istDay(new Date(), -3) }))).body).toMatchObject({ status: 'expired', daysLeft: -3 });
    expect((await put(me.token, licence({ validUntil: istDay(new Date(), 45) }))).body).toMatchObject({ status: 'expiring', daysLeft: 45 });
  });
});

describe('expiry reminders', () => {
  const run = (now: Date) => gearRemindersProcessor([licenceExpiryReminders(svc.ctx)])({ data: { now: now.toISOString() } });

  it('when the days pass, then the 90, 30 and 7-day reminders and the lapse go out exactly once each; a renewal re-arms them', async () => {
    const me = await member();
    const start = new Date();
    const validUntil = istDay(start, 100);
    await put(me.token, licence({ validUntil }));
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    // 100 days ahead: nothing; day 10 (90 left) twice: one; day 50, day 70 (30 left), day 93 (7 left), day 101 (lapsed)
    for (const day of [0, 10, 10, 11, 50, 70, 70, 80, 93, 93, 95, 101, 101, 130]) await run(at(day));
    const sent = await eventually(async () => {
      const mine = await remindersOf(me.id);
      return mine.length >= 4 ? mine : null;
    });
    expect(sent.map((e) => [e.data.stage, e.data.daysLeft])).toEqual([
      ['90', 90],
      ['30', 30],
      ['7', 7],
      ['expired', -1],
    ]);
    expect(sent.every((e) => e.data.validUntil === validUntil)).toBe(true);
    // renewed for five years: the reminders start over for the new date
    const renewed = istDay(at(130), 80);
    await put(me.token, licence({ validUntil: renewed }));
    await run(at(130));
    await run(at(131));
    const after = await eventually(async () => {
      const mine = await remindersOf(me.id);
      return mine.length >= 5 ? mine : null;
    });
    expect(after).toHaveLength(5);
    expect(after[4]!.data).toMatchObject({ stage: '90', daysLeft: 80, validUntil: renewed });
  });

  it('when a licence is saved 20 days before it lapses, then only the 30-day reminder goes out, not a stale 90-day one', async () => {
    const me = await member();
    const now = new Date();
    await put(me.token, licence({ validUntil: istDay(now, 20) }));
    expect(await run(now)).toMatchObject({ licenceExpiry: 1 });
    expect(await run(now)).toMatchObject({ licenceExpiry: 0 });
    const mine = await eventually(async () => ((await remindersOf(me.id)).length ? remindersOf(me.id) : null));
    expect(mine.map((e) => e.data.stage)).toEqual(['30']);
  });
});

describe('one home for the licence', () => {
  it('when a member downloads their data, then the licence is in it with the number readable; when the account goes, the licence goes', async () => {
    const me = await member();
    await put(me.token, licence({ number: 'KA/BLR/3141', firearmIds: [me.gunId] }));
    const exported = await fetchJson(url('/api/practice/export'), { token: me.token });
    expect(exported.body.records.practice_arms_licences).toEqual([
      expect.objectContaining({ _id: me.id, number: 'KA/BLR/3141', firearmIds: [me.gunId], ammunitionLimit: 1000 }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('numberCipher');
    await publishTestEvent(svc, userDeleted, { userId: me.id, deletedAt: new Date().toISOString() });
    await waitForConsumers(svc);
    expect(await raw(me.id)).toBeNull();
  });

  it('when the demo member is registered, then their licence expires in 40 days, lists their two shotguns, and its 90-day reminder is out', async () => {
    const demo = newId();
    await publishTestEvent(svc, userRegistered, registeredMember(demo, 'member'));
    await waitForConsumers(svc);
    const token = await svc.loginAs({ userId: demo, role: 'member' });
    // the demo seed (six months of sessions, logs, gear, ledger) runs first: generous on a loaded machine
    const { licence: mine } = (await eventually(async () => ((await get(token)).body.licence ? (await get(token)).body : null), {
      timeoutMs: 60_000,
      intervalMs: 500,
    })) as {
      licence: { daysLeft: number; status: string; firearms: { name: string }[]; ammunitionLimit: number };
    };
    expect(mine).toMatchObject({ daysLeft: 40, status: 'expiring', ammunitionLimit: DEMO_LICENCE.ammunitionLimit });
    expect(mine.firearms.map((f) => f.name).sort()).toEqual(['Beretta DT11', 'Perazzi MX8']);
    const sent = await eventually(async () => ((await remindersOf(demo)).length ? remindersOf(demo) : null));
    expect(sent.map((e) => e.data.stage)).toEqual(['90']);
  });
});
