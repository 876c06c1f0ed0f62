import { z } from 'zod';
import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

const contentEnv = {
  /** Contact form: accepted messages per client address within CONTACT_WINDOW_SECONDS. */
  CONTACT_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  CONTACT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60 * 60),
  /** Live AMA room: questions a member may ask within AMA_QUESTION_WINDOW_SECONDS (429 with Retry-After beyond). */
  AMA_QUESTIONS_PER_WINDOW: z.coerce.number().int().min(1).default(5),
  AMA_QUESTION_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
};

export const loadContentConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig({ SERVICE_NAME: 'content', PORT: SERVICES.content.port }, contentEnv, env);
export type ContentConfig = ReturnType<typeof loadContentConfig>;
