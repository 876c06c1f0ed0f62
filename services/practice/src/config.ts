import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

export const loadPracticeConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'practice', PORT: SERVICES.practice.port }, {}, env);
export type PracticeConfig = ReturnType<typeof loadPracticeConfig>;
