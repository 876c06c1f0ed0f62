import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

/** The settings service reads only the shared configuration; its defaults name it and its port. */
export const loadSettingsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'settings', PORT: SERVICES.settings.port }, {}, env);
