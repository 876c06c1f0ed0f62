import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { liveShootSubject } from '@trap/contracts';
import { eventually } from '@trap/kit/testing';
import { startTestBff, type TestBff } from './support/bff.ts';

/** Reads an SSE response into frames as they arrive. */
function readFrames(res: Response) {
  const frames: { event: string; data: any }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: data ? JSON.parse(data) : undefined });
      }
    }
  })().catch(() => {});
  return frames;
}

describe('live shoot leaderboards over server-sent events', () => {
  let bff: TestBff;
  let nc: NatsConnection;
  beforeAll(async () => {
    bff = await startTestBff();
    nc = await connect({ servers: bff.env.NATS_URL! });
  });
  afterAll(async () => {
    await nc?.close();
    await bff?.stop();
  });

  it('when a guest opens a shoot’s stream, then the leaderboard frames of that shoot (and no other) reach them', async () => {
    const shootId = 'ab'.repeat(12);
    const other = 'cd'.repeat(12);
    const ac = new AbortController();
    const res = await fetch(`${bff.url}/api/shoots/${shootId}/stream`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const frames = readFrames(res);
    await eventually(() => frames.some((f) => f.event === 'ready'));
    await eventually(() => {
      nc.publish(`${bff.env.EVENT_NAMESPACE}.${liveShootSubject(other)}`, JSON.stringify({ shootId: other, targetsScored: 9 }));
      nc.publish(`${bff.env.EVENT_NAMESPACE}.${liveShootSubject(shootId)}`, JSON.stringify({ shootId, targetsScored: 3 }));
      return frames.some((f) => f.event === 'leaderboard');
    });
    expect(frames.filter((f) => f.event === 'leaderboard').every((f) => f.data.shootId === shootId)).toBe(true);
    ac.abort();
  });

  it('when the id is not a shoot id, then the stream is not opened', async () => {
    const res = await fetch(`${bff.url}/api/shoots/nope/stream`);
    expect(res.status).not.toBe(200);
  });
});
