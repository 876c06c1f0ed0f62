import { describeServiceBasics } from '@trap/kit/testing/service-basics';
import { loadNotificationsConfig } from '../../src/config.ts';
import { buildNotificationsService } from '../../src/service.ts';

describeServiceBasics('notifications', { build: buildNotificationsService, config: loadNotificationsConfig });
