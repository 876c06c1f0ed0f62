import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

export const loadNotificationsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'notifications', PORT: SERVICES.notifications.port }, {}, env);
export type NotificationsConfig = ReturnType<typeof loadNotificationsConfig>;
