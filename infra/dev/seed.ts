/**
 * Seeds the running stack with demo data, idempotently: every step first looks for what it would
 * create, so running it twice duplicates nothing. It talks to the bff like a browser would.
 *
 *   npx tsx infra/dev/seed.ts            (BASE_URL defaults to http://localhost:3000)
 *
 * Today: waits until the auth service has created the demo accounts (demo mode) and proves that
 * each of them can log in. Later issues add content steps here (podcasts, forum, ranges...).
 */
import { pathToFileURL } from 'node:url';
import { ApiClient } from './lib/api-client.ts';
import { sleep } from './lib/net.ts';
import { seedAmaQuestions, seedReports } from './seed-community-safety.ts';
import { seedRangeSlots } from './seed-range-slots.ts';

export const DEMO_ACCOUNTS = [
  { username: 'admin', role: 'admin' },
  { username: 'superadmin', role: 'superadmin' },
  { username: 'moderator', role: 'moderator' },
  { username: 'member', role: 'member' },
  { username: 'rangepass', role: 'member' },
  { username: 'coach', role: 'coach' },
] as const;

export interface SeedOptions {
  baseUrl: string;
  demoPassword: string;
  log?: (line: string) => void;
  timeoutMs?: number;
}

interface SeedStep {
  name: string;
  run(opts: SeedOptions): Promise<string>;
}

/** Logs in as the account (retrying while auth is still creating it) and logs out again. */
async function verifyLogin(opts: SeedOptions, username: string, role: string): Promise<void> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let last = '';
  for (;;) {
    const api = new ApiClient(opts.baseUrl);
    const res = await api.post<{ username?: string; role?: string; error?: { message?: string } }>('/api/login', {
      username,
      password: opts.demoPassword,
    });
    if (res.status === 200) {
      if (res.body.username !== username) throw new Error(`login as ${username} answered another user: ${JSON.stringify(res.body)}`);
      if (res.body.role !== role) throw new Error(`demo account ${username} has role ${res.body.role}, expected ${role}`);
      const me = await api.get<{ username?: string }>('/api/user');
      if (me.status !== 200 || me.body.username !== username)
        throw new Error(`GET /api/user after logging in as ${username} answered ${me.status}`);
      await api.post('/api/logout');
      return;
    }
    last = `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    if (res.status === 429) throw new Error(`login as ${username} is rate limited (${last}); wait a few minutes or restart Redis`);
    if (Date.now() > deadline)
      throw new Error(`the demo account ${username} cannot log in: ${last} (is DEMO_MODE=true and DEMO_PASSWORD the same for auth?)`);
    await sleep(1000);
  }
}

const STEPS: SeedStep[] = [
  {
    name: 'demo accounts',
    async run(opts) {
      for (const { username, role } of DEMO_ACCOUNTS) await verifyLogin(opts, username, role);
      return `${DEMO_ACCOUNTS.map((a) => a.username).join(', ')} log in`;
    },
  },
  { name: 'abuse reports', run: seedReports },
  { name: 'live AMA questions', run: seedAmaQuestions },
  { name: 'range slots', run: seedRangeSlots },
];

export async function seed(opts: SeedOptions): Promise<void> {
  const log = opts.log ?? ((l: string) => console.log(l));
  for (const step of STEPS) {
    const started = Date.now();
    const result = await step.run(opts);
    log(`seed: ${step.name} ✓ ${result} (${Date.now() - started} ms)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  seed({
    baseUrl: process.env.BASE_URL ?? 'http://localhost:3000',
    demoPassword: process.env.DEMO_PASSWORD ?? 'TrapDemo#2026',
  }).catch((err) => {
    console.error(`seed failed: ${(err as Error).message}`);
    process.exit(1);
  });
}
