import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { liveNotificationSubject, type LiveNotification } from '@trap/contracts';
import { SessionStore } from '@trap/kit';
import { eventually, loginAs } from '@trap/kit/testing';
import { Redis } from 'ioredis';
import { startTestBff, type TestBff } from './support/bff.ts';

/** Reads an SSE response into frames as they arrive. */
function readFrames(res: Response) {
  const frames: { event: string; data: any; at: number }[] = [];
  let comments = 0;
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(':')) comments++;
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: data ? JSON.parse(data) : undefined, at: Date.now() });
      }
    }
  })().catch(() => {});
  return { frames, done, comments: () => comments };
}

describe('live notifications over server-sent events', () => {
  let bff: TestBff;
  let nc: NatsConnection;
  let redis: Redis;
  let sessions: SessionStore;

  beforeAll(async () => {
    bff = await startTestBff();
    await bff.notificationStream.ready();
    nc = await connect({ servers: bff.env.NATS_URL! });
    redis = new Redis(bff.env.REDIS_URL!);
    sessions = new SessionStore(redis, bff.env.REDIS_PREFIX);
  });
  afterAll(async () => {
    await nc?.close();
    redis?.disconnect();
    // stop() ends the open streams itself
    await bff?.stop();
  });

  const open = async (token?: string) => {
    const res = await fetch(`${bff.url}/api/notifications/stream`, {
      headers: { accept: 'text/event-stream', ...(token ? { cookie: `trap_session=${token}` } : {}) },
    });
    return { res };
  };
  const publish = (message: LiveNotification) =>
    nc.publish(`${bff.env.EVENT_NAMESPACE}.${liveNotificationSubject(message.userId)}`, JSON.stringify(message));

  it('when nobody is logged in, then the stream is a 401 in the one error format', async () => {
    const { res } = await open();
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it("when a notification change is published, then the member's open stream gets an `event: notification` frame within a second, and nobody else's", async () => {
    const alice = await loginAs(sessions, { userId: 'alice00000000000000000001' });
    const bob = await loginAs(sessions, { userId: 'bob0000000000000000000001' });
    const a = await open(alice);
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(a.res.headers.get('content-encoding')).toBeNull();
    const aliceFrames = readFrames(a.res);
    const b = await open(bob);
    const bobFrames = readFrames(b.res);
    await eventually(() => aliceFrames.frames.some((f) => f.event === 'ready') && bobFrames.frames.some((f) => f.event === 'ready'));
    expect(bff.notificationStream.size).toBe(2);

    const notification = {
      id: '65a1b2c3d4e5f60718293a4b',
      type: 'achievement_unlocked',
      title: 'Achievement unlocked!',
      message: 'You unlocked First 25 Straight.',
      priority: 'medium',
      isRead: false,
      isSnoozed: false,
      snoozeUntil: null,
      actionUrl: '/achievements',
      relatedEntityType: 'achievement',
      relatedEntityId: 'a1',
      createdAt: new Date().toISOString(),
      expiresAt: null,
    } as const;
    const sentAt = Date.now();
    publish({ userId: 'alice00000000000000000001', kind: 'created', notification });
    const frame = await eventually(() => aliceFrames.frames.find((f) => f.event === 'notification'), { timeoutMs: 1000, intervalMs: 10 });
    expect(frame.at - sentAt).toBeLessThan(1000);
    expect(frame.data).toEqual({ kind: 'created', notification });
    await new Promise((r) => setTimeout(r, 150));
    expect(bobFrames.frames.filter((f) => f.event === 'notification')).toEqual([]);
  });

  it('when the session is revoked, then the stream ends at the next heartbeat', async () => {
    const sessionId = 'sse-revoke-session';
    const token = await loginAs(sessions, { userId: 'carol0000000000000000001', sessionId });
    const c = await open(token);
    const reader = readFrames(c.res);
    await eventually(() => reader.frames.some((f) => f.event === 'ready'));
    await sessions.revoke(sessionId);
    await (bff.notificationStream as unknown as { beat(): Promise<void> }).beat();
    await reader.done;
    expect(bff.notificationStream.size).toBe(2);
  });
});
