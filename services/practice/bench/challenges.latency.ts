import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../test/support/practice-service.ts';
import { card } from '../test/support/rounds.ts';

/**
 * Time from logging a round (POST /api/practice/sessions answered) to the challenge board and the
 * achievements having followed it, over ROUNDS rounds of one member (so the last ones are derived
 * from 200 sessions), against the real stores and JetStream of the test setup. Achievements are
 * evaluated before challenges (challenges.module.ts), so the board showing the round means both did.
 *
 *   cd services/practice && npx vitest run --config bench/vitest.latency.config.ts
 */
const ROUNDS = Number(process.env.ROUNDS ?? 200);
let svc: TestService;
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

it(`challenge and achievement latency over ${ROUNDS} rounds`, async () => {
  const userId = randomBytes(12).toString('hex');
  const token = await svc.loginAs({ userId });
  const admin = await svc.loginAs({ userId: randomBytes(12).toString('hex'), role: 'admin' });
  // an uncapped season total: its count is the member's targets broken, so each round moves it
  const season = await fetchJson(`${svc.url}/api/challenges`, {
    token: admin,
    json: { name: `Bench ${userId}`, description: 'Bench', type: 'season_targets', requiredCount: 100_000, xpReward: 0 },
  });
  expect(season.status).toBe(201);
  const id = season.body.id as string;
  const today = new Date().toISOString().slice(0, 10);
  const times: number[] = [];
  let broken = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const pattern = i % 7 === 0 ? 'F'.repeat(25) : 'LSFFF FFFFF FFFFF FFFFF FFFFL';
    broken += i % 7 === 0 ? 25 : 23;
    const t0 = performance.now();
    const res = await fetchJson(`${svc.url}/api/practice/sessions`, {
      token,
      json: { date: today, discipline: 'olympic-trap', scores: [{ shots: card(pattern) }] },
    });
    expect(res.status).toBe(201);
    for (;;) {
      const one = await fetchJson(`${svc.url}/api/challenges/${id}`, { token });
      if (one.body.currentCount === broken) break;
      if (performance.now() - t0 > 30_000) throw new Error(`round ${i}: not followed in 30 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const a = (await fetchJson(`${svc.url}/api/achievements`, { token })).body as { earned: { id: string }[] };
  expect(a.earned.map((e) => e.id)).toEqual(expect.arrayContaining(['first-session', 'targets-1000', 'first-25-straight']));
  console.log(
    `challenges/achievements latency over ${ROUNDS} rounds: p50 ${pct(sorted, 50).toFixed(0)} ms, p95 ${pct(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
});
