import { runMain } from '@trap/kit';
import { loadAuthConfig } from './config.ts';
import { startAuthWorker } from './jobs/start-worker.ts';

// Worker entry: membership expiry and expiry warnings (src/jobs), a separate process from the API.
runMain(() => startAuthWorker(loadAuthConfig(process.env, { worker: true })), 'auth-worker');
