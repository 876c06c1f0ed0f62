import type { EventBus } from '@trap/kit';
import { publishedEvents, startTestService } from '@trap/kit/testing';
import { loadSettingsConfig } from '../../src/config.ts';
import { buildSettingsService } from '../../src/service.ts';

/** The real settings service in-process on an ephemeral port, with its own database and namespace. */
export const startSettingsService = () =>
  startTestService({ service: 'settings', build: buildSettingsService, config: loadSettingsConfig });

/** Every settings event in this run's `settings` stream, oldest first, without the audit trail's staff actions (the namespace isolates the run). */
export const publishedSettingsEvents = async (bus: EventBus) =>
  (await publishedEvents(bus, 'settings')).filter((e) => e.subject !== 'settings.staff_action.recorded');
