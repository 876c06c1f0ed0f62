import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '@trap/contracts';
import { readEventStream } from '../bench/event-stream.ts';
import { ApiClient, eventsOn, practiceSession, startFailureStack, until, type FailureStack } from './support.ts';

interface Frame {
  kind: string;
  notification?: { id: string; type: string; message: string; isSnoozed: boolean };
}
interface Notification {
  id: string;
  type: string;
  message: string;
  isSnoozed: boolean;
}
interface SearchResult {
  results: { type: string; id: string; title: string }[];
}

const outbox = mkdtempSync(join(tmpdir(), 'trap-replicas-mail-'));
/** The e-mails written to `to`, quoted-printable decoded. */
const mailsTo = (to: string) =>
  readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) =>
      readFileSync(join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .filter((t) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'm').test(t));

/**
 * Two replicas of every service and two of every worker behind one bff behave as
 * one of each, seen through the bff as members and visitors see it: site search on either replica
 * finds what was just published, each change reaches the member's live stream once, cached pages
 * change once with the content, every event is handled once (one notification per session logged,
 * one digest e-mail however many workers run the schedule), a snoozed notification wakes once, and
 * reads keep working while one replica of a service is killed.
 */
describe('two replicas of every service and worker behind one bff', () => {
  let s: FailureStack;
  let startedIn = 0;

  beforeAll(async () => {
    const started = Date.now();
    s = await startFailureStack({
      name: 'replicas',
      // ports below the kernel's ephemeral range (32768+), so no outgoing connection takes one meanwhile
      portOffset: 25_000,
      services: [...SERVICE_NAMES],
      workers: true,
      replicas: 2,
      env: {
        notifications: { MAIL_OUTBOX_DIR: outbox },
        // the daily digest's schedule every 2 s, so both workers meet it many times in a test
        'notifications-worker': { DIGEST_CRON: '*/2 * * * * *' },
      },
    });
    startedIn = Date.now() - started;
    s.log.info(`replicas: 12 services, 8 workers and the bff ready in ${Math.round(startedIn / 1000)} s`);
  });
  afterAll(async () => {
    await s?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('when a member logs sessions, snoozes a notification and is sent the digest, then each arrives once; search, cache and reads behave as with one replica', async () => {
    const running = s.stack.supervisor.procs.filter((p) => !p.exit).map((p) => p.spec.name);
    for (const name of SERVICE_NAMES) expect(running).toEqual(expect.arrayContaining([name, `${name}-2`]));
    for (const name of ['auth', 'community', 'practice', 'notifications'])
      expect(running).toEqual(expect.arrayContaining([`${name}-worker`, `${name}-worker-2`]));

    const admin = await s.login('admin');
    const { client: member, userId } = await s.register('replicas');
    const email = `${(await member.get<{ username: string }>('/api/user')).body.username}@example.com`;

    // The member's live stream through the bff, as the browser opens it.
    const frames: Frame[] = [];
    const closeStream = new AbortController();
    await readEventStream(
      `${s.stack.baseUrl}/api/notifications/stream`,
      { cookie: member.cookieHeader() },
      (event, data) => event === 'notification' && data && frames.push(JSON.parse(data) as Frame),
      closeStream.signal,
    );

    // Reads a visitor and the member make all along; none may fail, whichever replica is killed.
    const visitor = new ApiClient(s.stack.baseUrl);
    const reads: { path: string; status: number }[] = [];
    let reading = true;
    const reader = (async () => {
      // a read of every service; the visitor's podcasts come from the bff's cache, the member's from content
      const paths = [
        '/api/podcasts',
        '/api/user',
        '/api/practice/stats',
        '/api/notifications/count',
        '/api/search?q=trap',
        '/api/forum/topics/latest',
        '/api/site-status',
      ];
      for (let i = 0; reading; i++) {
        const path = paths[i % paths.length]!;
        const client = path === '/api/podcasts' && i % 2 === 0 ? visitor : member;
        const res = await client.get(path).catch((err: Error) => ({ status: 0, body: err.message }));
        reads.push({ path, status: res.status });
      }
    })();

    // --- every event consumer once: four sessions (spread over both practice replicas) make four notifications,
    // handled by either notifications replica, each in the list and on the stream exactly once
    const sessionIds: string[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await member.post<{ id: string }>('/api/practice/sessions', practiceSession(n, `replicas-${userId}-${n}`));
      expect(res.status).toBe(201);
      sessionIds.push(res.body.id);
    }
    const sessionNotes = await until(
      'a notification for each session',
      async () => {
        const list = (await member.get<Notification[]>('/api/notifications')).body;
        const notes = list.filter((n) => n.type === 'practice_session');
        return notes.length >= 4 ? notes : undefined;
      },
      60_000,
    );
    expect(sessionNotes).toHaveLength(4);
    await until(
      'each on the stream',
      async () => frames.filter((f) => f.kind === 'created' && f.notification?.type === 'practice_session').length >= 4,
      60_000,
    );
    // statistics (a Redis cache shared by both replicas) count all four on either replica
    for (let i = 0; i < 4; i++) {
      const stats = await member.get<{ basis: { sessions: number } }>('/api/practice/stats');
      expect(stats.status).toBe(200);
      expect(stats.body.basis.sessions).toBe(4);
    }

    // --- site search: a new podcast and a new forum topic are found on both content replicas
    const word = `replica${Date.now().toString(36)}`;
    const created = await admin.post<{ id: string; title: string }>('/api/podcasts', {
      title: `The ${word} episode`,
      description: 'Two of everything, one answer.',
      audioUrl: 'https://example.com/replicas.mp3',
      duration: 600,
      episodeNumber: 9000 + Math.floor(Math.random() * 900),
    });
    expect(created.status).toBe(201);
    const podcastId = created.body.id;
    // (the community learns of a new member from auth's event: a minute and more on a loaded machine)
    const topic = await until(
      'a forum topic once the community knows the member',
      async () => {
        const res = await member.post<{ id: string }>('/api/forum/topics', {
          title: `Forum ${word}`,
          content: 'Who else shoots on Sundays?',
        });
        return res.status === 201 ? res.body : undefined;
      },
      120_000,
      1000,
    );
    const found = (r: SearchResult) => ['podcast', 'forum_topic'].every((type) => r.results.some((h) => h.type === type));
    for (const port of s.stack.replicaPorts.content) {
      await until(`search on the content replica at ${port}`, async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/search?q=${word}`);
        return found((await res.json()) as SearchResult);
      });
    }
    // and through the bff, whichever replica answers (the member's reads are never cached)
    for (let i = 0; i < 4; i++) {
      const res = await member.get<SearchResult>(`/api/search?q=${word}`);
      expect(found(res.body)).toBe(true);
      expect(res.body.results.find((h) => h.type === 'forum_topic')?.id).toBe(topic.id);
    }

    // --- the bff's cache: a visitor's page changes once with the content, from one event
    const page = `/api/podcasts/${podcastId}`;
    await until('the page cached', async () => (await visitor.get(page)).headers.get('x-cache') === 'HIT');
    const renamed = await admin.request('PATCH', page, { title: `The ${word} episode, remastered` });
    expect(renamed.status).toBe(200);
    // within 30 s, half the cache's 60 s lifetime: the event did it, not the expiry
    await until('the visitor sees the new title', async () =>
      (await visitor.get<{ title: string }>(page)).body.title.endsWith('remastered'),
    );
    const updates = await until('the update event', async () => {
      const ns = s.stack.names.eventNamespace;
      const events = await eventsOn(s.stack.urls.nats, `${ns.toUpperCase()}_CONTENT`, `${ns}.content.podcast.updated`);
      const mine = events.filter((e) => JSON.stringify(e.data).includes(podcastId));
      return mine.length ? mine : undefined;
    });
    expect(updates).toHaveLength(1);

    // --- a BullMQ job once: a snooze's wake-up (delayed job, two workers) wakes the notification once
    const snoozed = sessionNotes[0]!;
    const snooze = await member.request('PATCH', `/api/notifications/${snoozed.id}/snooze`, {
      snoozeUntil: new Date(Date.now() + 3000).toISOString(),
    });
    expect(snooze.status).toBe(200);
    const woken = (f: Frame) => f.kind === 'updated' && f.notification?.id === snoozed.id && !f.notification.isSnoozed;
    await until('the wake-up on the stream', async () => frames.some(woken), 60_000);

    // --- the digest: both workers run its schedule every 2 s; the member gets one e-mail
    // it goes to a member's verified address: the member opens the link registration sent
    const verifyToken = await until('the verification e-mail', async () => {
      const match = /verify-email\?token=([^\s"&<]+)/.exec(mailsTo(email).find((m) => m.includes('verify-email?token=')) ?? '');
      return match ? decodeURIComponent(match[1]!) : undefined;
    });
    expect((await member.post('/api/email/verify', { token: verifyToken })).status).toBe(200);
    const subscribed = await member.post('/api/newsletter/subscribe', { email });
    expect(subscribed.status).toBe(200);
    const token = await until('the confirmation e-mail', async () => {
      const match = /newsletter-preferences\?confirm=([^\s"&<]+)/.exec(mailsTo(email).at(-1) ?? '');
      return match ? decodeURIComponent(match[1]!) : undefined;
    });
    expect((await member.post(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const digests = () => mailsTo(email).filter((m) => /^X-Digest-Period: /m.test(m));
    await until('the digest e-mail', async () => digests().length > 0, 60_000);
    // the schedule's later runs (BullMQ's completed digest jobs, whichever worker took them) send no second one
    const redis = new Redis(s.stack.urls.redis, { lazyConnect: true });
    const digestRuns = () => redis.zcard(`${s.stack.names.redisPrefix}bull:notifications-digest:completed`);
    const runsAtFirst = await digestRuns();

    // --- one replica of each service killed mid-traffic: reads go on, a new session still makes its notification once
    await Promise.all(SERVICE_NAMES.map((name) => s.stack.kill(`${name}-2`, 'SIGKILL')));
    const before = reads.length;
    await until('reads after the kill', async () => reads.length >= before + 40, 60_000);
    const late = await member.post<{ id: string }>('/api/practice/sessions', practiceSession(9, `replicas-${userId}-late`));
    expect(late.status).toBe(201);
    await until(
      'its notification',
      async () => (await member.get<Notification[]>('/api/notifications')).body.filter((n) => n.type === 'practice_session').length >= 5,
      60_000,
    );

    await until('three more digest runs', async () => (await digestRuns()) >= runsAtFirst + 3, 60_000);
    redis.disconnect();
    reading = false;
    await reader;
    closeStream.abort();

    // once each: no second digest in the schedule's later runs, one wake-up, one created frame per session
    expect(digests()).toHaveLength(1);
    expect(frames.filter(woken)).toHaveLength(1);
    const createdIds = frames
      .filter((f) => f.kind === 'created' && f.notification?.type === 'practice_session')
      .map((f) => f.notification!.id);
    expect(createdIds).toHaveLength(5);
    expect(new Set(createdIds).size).toBe(5);
    expect((await member.get<Notification[]>('/api/notifications')).body.filter((n) => n.type === 'practice_session')).toHaveLength(5);
    s.log.info(`replicas: ${reads.length} reads, ${reads.length - before} of them after the kill; ${frames.length} stream frames`);
    // 0 failed reads, before and after the kill
    expect(reads.filter((r) => r.status !== 200)).toEqual([]);
    expect(reads.length).toBeGreaterThan(before);
    expect(s.crashes).toEqual([]);
    // waits sized for a loaded machine (quiet: ≈ 15 s)
  }, 300_000);
});
