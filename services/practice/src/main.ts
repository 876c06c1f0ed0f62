import { runMain, startService } from '@trap/kit';
import { loadPracticeConfig } from './config.ts';
import { buildPracticeService } from './service.ts';

runMain(() => startService(loadPracticeConfig(), buildPracticeService), 'practice');
