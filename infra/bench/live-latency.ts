/**
 * `make bench-live`: how long an event takes to become a visible notification.
 *
 *   node --import tsx infra/bench/live-latency.ts        (LIVE_EVENTS=1000, LIVE_RATE=20 per second)
 *
 * Starts a small stack of its own (e2e profile on port offset 22000: auth, notifications and the bff;
 * its own FerretDB in a temporary folder, unique database names, event namespace and Redis prefix),
 * registers a member and opens the member's live stream through the bff exactly as the browser does
 * (`GET /api/notifications/stream` with the session cookie). Then it publishes LIVE_EVENTS
 * `settings.announcement.published` events for that member straight into JetStream, as the settings
 * service's outbox relay would, at LIVE_RATE per second, and times each one from the moment it is
 * handed to JetStream to the moment its `event: notification` frame arrives: the consumer, the
 * notification's write to the database, the live publish, the bff and the HTTP stream, all real.
 * Prints p50/p95/p99/max and writes reports/bench/live-latency.json. Fails when an event never shows
 * up (within 30 s) or shows up twice.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { announcementPublished } from '@trap/contracts';
import { connectEventBus, createLogger } from '@trap/kit';
import { publishTestEvent } from '@trap/kit/testing';
import { ApiClient } from '../dev/lib/api-client.ts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { quantile, readEventStream } from './event-stream.ts';
import { sleep } from '../dev/lib/net.ts';
import { ROOT, type RunningStack } from '../dev/lib/stack.ts';

const EVENTS = Number(process.env.LIVE_EVENTS || 1000);
const RATE = Number(process.env.LIVE_RATE || 20);
const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench');
const sink = consoleSink();

/** Calls back with each notification the member's live stream delivers. */
async function openStream(base: string, cookie: string, onFrame: (data: { title: string }) => void, signal: AbortSignal) {
  await readEventStream(
    `${base}/api/notifications/stream`,
    { cookie },
    (event, data) => {
      if (event !== 'notification' || !data) return;
      const parsed = JSON.parse(data) as { kind: string; notification?: { title: string } };
      if (parsed.kind === 'created' && parsed.notification) onFrame(parsed.notification);
    },
    signal,
  );
}

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  let stack: RunningStack | undefined;
  const abort = new AbortController();
  try {
    // auth, notifications and the bff only
    const measured = await measurementStack({
      sink,
      offset: 22_000,
      outDir: OUT,
      logName: 'live-stack.log',
      mongoUrl: process.env.BENCH_MONGO_URL || undefined,
      seeded: false,
      stack: { services: ['auth', 'notifications'], workers: false, demoMode: false },
    });
    stack = measured.started;
    // the events go into the stack's own namespace, so it must be one this run started
    if (!stack) throw new Error('a stack already answers on port offset 22000: stop it first');
    const base = measured.base;

    const member = new ApiClient(base);
    const username = `live_${Date.now().toString(36)}`;
    const reg = await member.post<{ id: string }>('/api/register', {
      username,
      password: 'Bench#Live2026',
      email: `${username}@example.com`,
      displayName: 'Live latency bench',
      membershipTier: 'range_pass',
    });
    if (reg.status !== 201) throw new Error(`registering the member failed: ${reg.status} ${JSON.stringify(reg.body)}`);
    const userId = reg.body.id;

    const sentAt = new Map<number, number>();
    const latencies = new Map<number, number>();
    let duplicates = 0;
    await openStream(
      base,
      member.cookieHeader(),
      (n) => {
        const seq = Number(/^Bench (\d+)$/.exec(n.title)?.[1]);
        const t0 = sentAt.get(seq);
        if (t0 === undefined) return;
        if (latencies.has(seq)) duplicates++;
        else latencies.set(seq, performance.now() - t0);
      },
      abort.signal,
    );

    const logger = createLogger('live-latency-bench', 'warn');
    const bus = await connectEventBus({ url: stack.urls.nats, namespace: stack.names.eventNamespace, name: 'live-latency-bench', logger });
    sink.info(`Publishing ${EVENTS} events at ${RATE}/s for one member with the live stream open...`);
    const interval = 1000 / RATE;
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      sentAt.set(i, performance.now());
      await publishTestEvent(bus, announcementPublished, {
        announcementId: `bench-${i}`,
        userIds: [userId],
        title: `Bench ${i}`,
        message: 'Live latency bench',
        priority: 'medium',
      });
    }
    const deadline = performance.now() + 30_000;
    while (latencies.size < EVENTS && performance.now() < deadline) await sleep(100);
    await bus.close();

    const sorted = [...latencies.values()].sort((a, b) => a - b);
    const missing = EVENTS - latencies.size;
    const result = {
      machine: `${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      events: EVENTS,
      ratePerSecond: RATE,
      delivered: latencies.size,
      missing,
      duplicates,
      ms: sorted.length
        ? {
            p50: quantile(sorted, 0.5),
            p95: quantile(sorted, 0.95),
            p99: quantile(sorted, 0.99),
            max: sorted[sorted.length - 1]!,
            min: sorted[0]!,
          }
        : null,
    };
    writeFileSync(join(OUT, 'live-latency.json'), JSON.stringify(result, null, 2) + '\n');
    const f = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(1));
    console.log(
      `\nEvent to SSE frame over ${EVENTS} events at ${RATE}/s: p50 ${f(result.ms?.p50)} ms · p95 ${f(result.ms?.p95)} ms · p99 ${f(result.ms?.p99)} ms · max ${f(result.ms?.max)} ms` +
        `\ndelivered ${latencies.size}, missing ${missing}, duplicates ${duplicates} (${result.machine}); reports/bench/live-latency.json`,
    );
    return missing === 0 && duplicates === 0 ? 0 : 1;
  } finally {
    abort.abort();
    if (stack) await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
