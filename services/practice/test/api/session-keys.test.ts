import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { card } from '../support/rounds.ts';
import { startPracticeService } from '../support/practice-service.ts';
import { sessionIdFor } from '../../src/modules/sessions/session.repository.ts';

let svc: TestService;
let alice: string;
const ALICE = 'c3c3c3c3c3c3c3c3c3c3c3c3';
const url = (path: string) => `${svc.url}${path}`;
const body = (idempotencyKey: string) => ({
  date: '2026-03-14',
  title: 'Range day',
  scores: [{ shots: card('FFSLF NFFFFF FSFFL FFFFF FLFFF') }],
  idempotencyKey,
});

beforeAll(async () => {
  svc = await startPracticeService();
  alice = await svc.loginAs({ userId: ALICE, role: 'member' });
});
afterAll(() => svc?.stop());

describe('idempotency key lookup by _id', () => {
  it('when a session is logged, then its _id comes from owner and key, and a re-send answers it by that _id', async () => {
    const first = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body('key-derived-1') });
    expect(first.status).toBe(201);
    expect(first.body.id ?? first.body._id).toBe(String(sessionIdFor(ALICE, 'key-derived-1')));
    const again = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body('key-derived-1') });
    expect(again.status).toBe(200);
    expect(await svc.ctx.conn.collection('practice_sessions').countDocuments({ idempotencyKey: 'key-derived-1' })).toBe(1);
  });

  it('when a session stored with a random _id (before derived ids) is re-sent, then the stored one comes back and nothing is duplicated', async () => {
    const first = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body('key-old-1') });
    expect(first.status).toBe(201);
    // move it to a random _id, as sessions stored before this change have
    const sessions = svc.ctx.conn.collection('practice_sessions');
    const doc = await sessions.findOne({ idempotencyKey: 'key-old-1' });
    const oldId = new Types.ObjectId();
    await sessions.deleteOne({ _id: doc!._id });
    await sessions.insertOne({ ...doc!, _id: oldId });

    const again = await fetchJson(url('/api/practice/sessions'), { token: alice, json: body('key-old-1') });
    expect(again.status).toBe(200);
    expect(again.body.id ?? again.body._id).toBe(String(oldId));
    expect(await sessions.countDocuments({ idempotencyKey: 'key-old-1' })).toBe(1);
  });
});
