import { runMain } from '@trap/kit';
import { loadCommunityConfig } from './config.ts';
import { startCommunityWorker } from './jobs/start-worker.ts';

// Worker entry: scheduled community jobs (src/jobs: the events calendar's day-before reminders), a separate process from the API.
runMain(() => startCommunityWorker(loadCommunityConfig(process.env, { worker: true })), 'community-worker');
