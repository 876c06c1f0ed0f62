import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCERS } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';

const env = testEnv('kitbus');
const ns = env.EVENT_NAMESPACE!;

describe('the event bus', () => {
  const buses: EventBus[] = [];
  const open = async (name: string) => {
    const bus = await connectEventBus({ url: env.NATS_URL!, namespace: ns, name, logger: createLogger(name, 'silent') });
    buses.push(bus);
    return bus;
  };
  let bus: EventBus;
  beforeAll(async () => {
    bus = await open('bus-a');
  });
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await cleanupTestEnv(env);
  });

  it('namespaces subjects and streams so a test run never meets a running stack', () => {
    expect(bus.subject('auth.user.registered')).toBe(`${ns}.auth.user.registered`);
    expect(bus.stream('auth')).toBe(`${ns.toUpperCase()}_AUTH`);
  });

  it('when every service starts at once and ensures the streams concurrently, then all succeed and each stream exists once with its settings', async () => {
    const others = await Promise.all(['bus-b', 'bus-c', 'bus-d', 'bus-e'].map(open));
    await Promise.all([bus, ...others, bus].map((b) => ensureStreams(b)));
    const names: string[] = [];
    for await (const name of bus.jsm.streams.names()) if (name.startsWith(`${ns.toUpperCase()}_`)) names.push(name);
    expect(names.sort()).toEqual(PRODUCERS.map((p) => bus.stream(p)).sort());
    const info = await bus.jsm.streams.info(bus.stream('auth'));
    expect(info.config.subjects).toEqual([`${ns}.auth.>`]);
    expect(info.config.duplicate_window).toBe(2 * 60 * 1_000_000_000);
    expect(info.config.storage).toBe('file');
  });

  it('when the streams already exist, then ensureStreams changes nothing and keeps their messages', async () => {
    await bus.js.publish(bus.subject('auth.user.registered'), '{}', { msgID: 'keep-me' });
    await ensureStreams(bus);
    expect((await bus.jsm.streams.info(bus.stream('auth'))).state.messages).toBe(1);
  });

  it('when a message id repeats within the duplicate window, then JetStream stores it once', async () => {
    const first = await bus.js.publish(bus.subject('content.post.created'), '{"a":1}', { msgID: 'same-id' });
    const again = await bus.js.publish(bus.subject('content.post.created'), '{"a":1}', { msgID: 'same-id' });
    expect(first.duplicate).toBe(false);
    expect(again.duplicate).toBe(true);
    expect((await bus.jsm.streams.info(bus.stream('content'))).state.messages).toBe(1);
  });

  it('close() is safe to call twice', async () => {
    const extra = await open('bus-f');
    await extra.close();
    await extra.close();
    expect(extra.nc.isClosed()).toBe(true);
  });
});
