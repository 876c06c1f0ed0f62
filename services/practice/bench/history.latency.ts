import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { SessionRepository } from '../src/modules/sessions/session.repository.ts';
import { demoSessions } from '../src/modules/demo/demo-sessions.ts';
import { startPracticeService } from '../test/support/practice-service.ts';
import { card } from '../test/support/rounds.ts';

/**
 * The practice history read (GET /api/practice/sessions?limit=20) and logging a round (POST), in
 * process against the test stores, with OTHERS members of SESSIONS sessions each and the measured
 * member holding MINE: medians and p95 of REPEAT requests each, after one warm-up.
 *
 *   cd services/practice && npx vitest run --config bench/vitest.latency.config.ts bench/history.latency.ts
 */
const OTHERS = Number(process.env.OTHERS ?? 4);
const SESSIONS = Number(process.env.SESSIONS ?? 500);
const MINE = Number(process.env.MINE ?? 500);
const REPEAT = Number(process.env.REPEAT ?? 20);
let svc: TestService;
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(0)} ms, p95 ${pct(s, 95).toFixed(0)} ms`;
};

async function seed(repo: SessionRepository, userId: string, count: number): Promise<void> {
  const template = demoSessions(userId);
  const docs = Array.from({ length: count }, (_, i) => ({
    ...template[i % template.length]!,
    _id: new Types.ObjectId(),
    title: `Bench session ${i + 1}`,
    idempotencyKey: `bench-history-${i}`,
    demo: false,
  }));
  for (let i = 0; i < docs.length; i += 500) await repo.insertNew(docs.slice(i, i + 500));
}

it(`history read and log with ${OTHERS} x ${SESSIONS} + ${MINE} sessions`, async () => {
  const repo = new SessionRepository(svc.ctx);
  const started = Date.now();
  for (let m = 0; m < OTHERS; m++) await seed(repo, randomBytes(12).toString('hex'), SESSIONS);
  const userId = randomBytes(12).toString('hex');
  await seed(repo, userId, MINE);
  console.log(`seeded ${OTHERS * SESSIONS + MINE} sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const token = await svc.loginAs({ userId });

  const history: number[] = [];
  for (let i = 0; i <= REPEAT; i++) {
    const t = performance.now();
    const res = await fetchJson(`${svc.url}/api/practice/sessions?limit=20`, { token });
    if (i) history.push(performance.now() - t);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(20);
  }
  const logs: number[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i <= REPEAT; i++) {
    const t = performance.now();
    const res = await fetchJson(`${svc.url}/api/practice/sessions`, {
      token,
      json: { date: today, scores: [{ shots: card('LSFFF FFFFF FFFFF FFFFF FFFFL') }] },
    });
    if (i) logs.push(performance.now() - t);
    expect(res.status).toBe(201);
  }
  console.log(`history ?limit=20: ${summary(history)}; log a round: ${summary(logs)}`);
});
