import { runMain } from '@trap/kit';
import { loadPracticeConfig } from './config.ts';
import { startPracticeWorker } from './jobs/start-worker.ts';

// Worker entry: scheduled practice jobs (src/jobs: the gear reminders), a separate process from the API.
runMain(() => startPracticeWorker(loadPracticeConfig(process.env, { worker: true })), 'practice-worker');
