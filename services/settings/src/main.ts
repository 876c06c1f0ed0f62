import { runMain, startService } from '@trap/kit';
import { loadSettingsConfig } from './config.ts';
import { buildSettingsService } from './service.ts';

runMain(() => startService(loadSettingsConfig(), buildSettingsService), 'settings');
