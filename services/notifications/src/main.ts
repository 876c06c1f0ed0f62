import { runMain, startService } from '@trap/kit';
import { loadNotificationsConfig } from './config.ts';
import { buildNotificationsService } from './service.ts';

runMain(() => startService(loadNotificationsConfig(), buildNotificationsService), 'notifications');
