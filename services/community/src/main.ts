import { runMain, startService } from '@trap/kit';
import { loadCommunityConfig } from './config.ts';
import { buildCommunityService } from './service.ts';

runMain(() => startService(loadCommunityConfig(), buildCommunityService), 'community');
