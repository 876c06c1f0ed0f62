import type { EventBus } from '@trap/kit';
import { startTestService } from '@trap/kit/testing';
import { loadSettingsConfig } from '../../src/config.ts';
import { buildSettingsService } from '../../src/service.ts';

/** The real settings service in-process on an ephemeral port, with its own database and namespace. */
export const startSettingsService = () =>
  startTestService({ service: 'settings', build: buildSettingsService, config: loadSettingsConfig });

/** Every event in this run's `settings` stream, oldest first (the namespace isolates the run). */
export async function publishedSettingsEvents(bus: EventBus): Promise<{ subject: string; id: string; data: any }[]> {
  const stream = bus.stream('settings');
  const info = await bus.jsm.streams.info(stream);
  const out: { subject: string; id: string; data: any }[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const msg = await bus.jsm.streams.getMessage(stream, { seq });
    if (msg) out.push(msg.json());
  }
  return out;
}
