import { runMain } from '@trap/kit';
import { loadNotificationsConfig } from './config.ts';
import { startNotificationsWorker } from './jobs/start-worker.ts';

// Worker entry: snooze wake-ups and e-mail digests (src/jobs), a separate process from the API.
runMain(() => startNotificationsWorker(loadNotificationsConfig(process.env, { worker: true })), 'notifications-worker');
