import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

export const loadContentConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'content', PORT: SERVICES.content.port }, {}, env);
export type ContentConfig = ReturnType<typeof loadContentConfig>;
