import { describe, expect, it } from 'vitest';
import { practiceSessionDeleted, practiceSessionLogged } from '@trap/contracts';
import { composeModules, memberDataOf, on, type ApiRouter, type MemberDataPart, type ServiceModule } from '@trap/kit';
import type { Express } from 'express';

const part = (kind: string): MemberDataPart => ({ export: async () => ({ [kind]: [] }) });

describe('a service listing its modules', () => {
  it('when modules are listed, then each one is wired in list order: routes, subscriptions, demo data, warm-up and readiness; stopped in reverse', async () => {
    const calls: string[] = [];
    const module = (name: string, extra: Partial<ServiceModule> = {}): ServiceModule => ({
      name,
      routes: () => void calls.push(`routes ${name}`),
      seedDemo: async () => void calls.push(`demo ${name}`),
      warmUp: async () => void calls.push(`warm ${name}`),
      stop: async () => void calls.push(`stop ${name}`),
      ...extra,
    });
    const logged = on(practiceSessionLogged, async () => {});
    const deleted = on(practiceSessionDeleted, async () => {});
    const ready = async () => {};
    const wired = composeModules([
      module('sessions', { subscriptions: [logged], readiness: { queue: ready } }),
      { name: 'plain' },
      module('stats', { subscriptions: [deleted] }),
    ]);

    wired.routes({} as ApiRouter, {} as Express);
    await wired.seedDemo();
    await wired.warmUp();
    await wired.stop();
    expect(calls).toEqual([
      'routes sessions', 'routes stats',
      'demo sessions', 'demo stats',
      'warm sessions', 'warm stats',
      'stop stats', 'stop sessions',
    ]);
    expect(wired.subscriptions).toEqual([logged, deleted]);
    expect(wired.readiness).toEqual({ queue: ready });
  });

  it('when a module is listed twice, then wiring fails naming it', () => {
    expect(() => composeModules([{ name: 'forum' }, { name: 'forum' }])).toThrow('module forum is listed twice');
  });

  it("when the member-data module is made, then it is given every module's part in list order", () => {
    const a = part('a');
    const b = part('b');
    expect(memberDataOf([{ name: 'x', memberData: a }, { name: 'y' }, { name: 'z', memberData: b }])).toEqual([a, b]);
  });
});
