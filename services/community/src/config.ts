import { z } from 'zod';
import { SERVICES } from '@trap/contracts';
import { loadConfig } from '@trap/kit';

const communityEnv = {
  /** Abuse reports a member may file per hour (429 with Retry-After beyond). */
  REPORTS_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Wrong match-day join codes (lookups and squad claims) one member may try per window (429 with Retry-After beyond). */
  SHOOT_CODE_MISSES_PER_MEMBER: z.coerce.number().int().min(1).default(10),
  /** Wrong join codes all members behind one address (a range's Wi-Fi) may try per window. */
  SHOOT_CODE_MISSES_PER_ADDRESS: z.coerce.number().int().min(1).default(150),
  /** The join-code budgets' window, in seconds (15 minutes). */
  SHOOT_CODE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** When the events calendar's reminder job runs (cron, IST): hourly, each event reminded once within the day before it. */
  EVENT_REMINDERS_CRON: z.string().default('5 * * * *'),
};

/** The worker's health port defaults to the API's + 100 (4203), as the local stack expects. */
const WORKER_PORT_OFFSET = 100;

export const loadCommunityConfig = (env: NodeJS.ProcessEnv = process.env, opts: { worker?: boolean } = {}) =>
  loadConfig({ SERVICE_NAME: 'community', PORT: SERVICES.community.port + (opts.worker ? WORKER_PORT_OFFSET : 0) }, communityEnv, env);
export type CommunityConfig = ReturnType<typeof loadCommunityConfig>;
