import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../dev/lib/stack.ts';
import { browserAs, practiceSession, sleep, startFailureStack, until, type ApiClient, type FailureStack } from './support.ts';

const UNAVAILABLE = 'The practice service is unavailable, please try again shortly';
const RETRY_MS = 1000;

/**
 * A service process dies while requests to it are in flight: the bff answers each with a clear
 * 503 in the one error format, quickly (after waiting PROXY_RETRY_MS, here 1 s, for a restart);
 * the screen says so; once the service is back, the same
 * bff serves it again with no manual step, and nothing the service had acknowledged is lost.
 */
describe('a service stopped while requests are in flight', () => {
  let s: FailureStack;
  let member: ApiClient;

  beforeAll(async () => {
    s = await startFailureStack({
      name: 'service-down',
      portOffset: 1_000,
      services: ['auth', 'practice'],
      // the bff holds a refused request this long for a restarting service (5 s by default)
      env: { bff: { PROXY_RETRY_MS: String(RETRY_MS) } },
    });
    member = await s.login('member');
  });
  afterAll(() => s?.stop());

  it('when practice is killed mid-traffic, then every request is answered 2xx or a quick 503, and it recovers after restart', async () => {
    const acknowledged: string[] = [];
    const results: { status: number; started: number; ended: number; code?: string; message?: string }[] = [];
    let seq = 0;
    let running = true;
    // Four clients logging sessions and reading stats back to back, as members on the range would.
    const client = async () => {
      while (running) {
        const n = seq++;
        const started = Date.now();
        const res =
          n % 2 === 0
            ? await member.post<{ id?: string; error?: { code: string; message: string } }>(
                '/api/practice/sessions',
                practiceSession(n, `failure-down-${n}-key`),
              )
            : await member.get<{ id?: string; error?: { code: string; message: string } }>('/api/practice/stats');
        results.push({ status: res.status, started, ended: Date.now(), code: res.body?.error?.code, message: res.body?.error?.message });
        if (res.status === 201 && res.body?.id) acknowledged.push(res.body.id);
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    await until('some traffic through the bff', async () => results.filter((r) => r.status < 300).length >= 8, 20_000);

    const killedAt = Date.now();
    await s.stack.kill('practice', 'SIGKILL');
    await until('503s from the bff', async () => results.filter((r) => r.status === 503).length >= 8, 10_000, 50);
    running = false;
    await clients;

    const failures = results.filter((r) => r.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const f of failures) {
      expect(f).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE });
      // quickly: within the wait for a restart + a few seconds of the death (for a request in flight) or of being
      // sent (after it), far from the 15 s proxy time-out; on a busy machine the few are 5
      expect(f.ended - Math.max(f.started, killedAt)).toBeLessThan(RETRY_MS + 5000);
    }
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    // While it is down a fresh request waits for it as long as the bff is told to, not until the time-out.
    const started = Date.now();
    const down = await member.get<{ error: { code: string } }>('/api/practice/stats');
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_MS - 100);
    expect(Date.now() - started).toBeLessThan(RETRY_MS + 3000);

    await s.stack.restart('practice');
    // No bff restart, no manual step: the next requests simply work again.
    const stats = await until('practice answering through the bff again', async () => {
      const res = await member.get('/api/practice/stats');
      return res.status === 200 ? res : undefined;
    });
    expect(stats.status).toBe(200);
    // Everything the service acknowledged before it died is still there.
    for (const id of acknowledged) expect((await member.get(`/api/practice/sessions/${id}`)).status).toBe(200);
    expect(s.crashes).toEqual([]);
  });

  const built =
    existsSync(join(ROOT, 'frontends/shell/dist/index.html')) && existsSync(join(ROOT, 'frontends/member/dist/mf-manifest.json'));
  it.skipIf(!built)(
    'when practice is down, then the stats screen shows the error, and after the restart the screen works again',
    async () => {
      // Not the first test's member: the bff holds that member's stats read for up to 30 s (its member read cache,
      // which keeps answering them from memory while practice is down); the coach's were never read here.
      const { browser, page } = await browserAs(s.stack.baseUrl, 'coach');
      try {
        await s.stack.kill('practice');
        await page.goto('/practice/stats');
        // The member remote renders the bff's 503 message (after the query's two retries).
        // generous: the page, the member remote and the retries on two cores that may be busy
        await page.getByText(UNAVAILABLE).waitFor({ timeout: 60_000 });
        await s.stack.restart('practice');
        await sleep(200);
        await page.reload();
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
        await expect(page.getByText(UNAVAILABLE).count()).resolves.toBe(0);
      } finally {
        await browser.close();
      }
    },
  );
});
