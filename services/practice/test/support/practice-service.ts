import type { EventBus } from '@trap/kit';
import { startTestService } from '@trap/kit/testing';
import { loadPracticeConfig } from '../../src/config.ts';
import { buildPracticeService } from '../../src/service.ts';

/** The real practice service in-process on an ephemeral port, with its own database and namespace. */
export const startPracticeService = (env: Record<string, string> = {}) =>
  startTestService({ service: 'practice', build: buildPracticeService, config: loadPracticeConfig, env });

/** Every event in this run's `practice` stream, oldest first. */
export async function publishedPracticeEvents(bus: EventBus): Promise<{ subject: string; id: string; data: any }[]> {
  const stream = bus.stream('practice');
  const info = await bus.jsm.streams.info(stream);
  const out: { subject: string; id: string; data: any }[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq++) {
    const msg = await bus.jsm.streams.getMessage(stream, { seq });
    if (msg) out.push(msg.json());
  }
  return out;
}
