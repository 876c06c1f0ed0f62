import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

export const loadCommunityConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'community', PORT: SERVICES.community.port }, {}, env);
export type CommunityConfig = ReturnType<typeof loadCommunityConfig>;
