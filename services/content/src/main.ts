import { runMain, startService } from '@trap/kit';
import { loadContentConfig } from './config.ts';
import { buildContentService } from './service.ts';

runMain(() => startService(loadContentConfig(), buildContentService), 'content');
