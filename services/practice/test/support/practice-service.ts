import type { EventBus } from '@trap/kit';
import { publishedEvents, startTestService } from '@trap/kit/testing';
import { loadPracticeConfig } from '../../src/config.ts';
import { buildPracticeService } from '../../src/service.ts';

/** The real practice service in-process on an ephemeral port, with its own database and namespace. */
export const startPracticeService = (env: Record<string, string> = {}) =>
  startTestService({ service: 'practice', build: buildPracticeService, config: loadPracticeConfig, env });

/** Every event in this run's `practice` stream, oldest first. */
export const publishedPracticeEvents = (bus: EventBus) => publishedEvents(bus, 'practice');
