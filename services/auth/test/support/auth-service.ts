import {
  publishedEvents as publishedEventsOf,
  fetchJson,
  outboxSettled,
  startTestService,
  uniqueSuffix,
  type JsonRequest,
  type JsonResponse,
  type TestService,
} from '@trap/kit/testing';
import { Types } from 'mongoose';
import type { EventBus } from '@trap/kit';
import { SESSION_HEADERS, type CurrentUser, type RegisterRequest, type Role } from '@trap/contracts';
import { loadAuthConfig, type AuthConfig } from '../../src/config.ts';
import { createAuth, type Auth } from '../../src/auth-service.ts';

export type AuthTestService = TestService<AuthConfig> & {
  auth: Auth;
  /** JSON request to this service: `call('/api/login', { json })` */
  call<T = any>(path: string, req?: JsonRequest): Promise<JsonResponse<T>>;
};

/** The real auth service in-process on an ephemeral port, with its own database, namespace and prefix. */
export async function startAuthService(
  env: Record<string, string> = {},
  opts: { cleanup?: 'all' | 'database' | 'none' } = {},
): Promise<AuthTestService> {
  let auth: Auth | undefined;
  const svc = await startTestService<AuthConfig>({
    service: 'auth',
    config: (e) => loadAuthConfig(e),
    // Test files register dozens of accounts (and try dozens of promo codes) from one address;
    // rate-limits.test.ts and promo-code-guesses.test.ts set their own budgets.
    env: { REGISTER_MAX_PER_IP: '1000', PROMO_CHECK_MAX_PER_IP: '1000', ...env },
    cleanup: opts.cleanup,
    build: async (ctx) => {
      auth = await createAuth(ctx);
      return auth.parts;
    },
  });
  return Object.assign(svc, { auth: auth!, call: (path: string, req?: JsonRequest) => fetchJson(svc.url + path, req) });
}

/** A valid registration with the default password policy satisfied; names are unique per call. */
export const registration = (over: Partial<RegisterRequest> = {}): RegisterRequest => ({
  username: `shooter_${uniqueSuffix()}`,
  password: 'Clay#Target9',
  email: 'shooter@example.com',
  displayName: 'Test Shooter',
  membershipTier: 'range_pass',
  ...over,
});

/** Registers through the API and returns the user with their session token. */
export async function registerUser(svc: AuthTestService, over: Partial<RegisterRequest> = {}) {
  const body = registration(over);
  const res = await svc.call<CurrentUser>('/api/register', { json: body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  // Let the relay publish first, so the test's next write never races its $pull (see setUser).
  await outboxDrained(svc, res.body.id);
  return { user: res.body, token: res.headers.get(SESSION_HEADERS.token)!, password: body.password, username: body.username };
}

export interface PublishedEvent {
  id: string;
  subject: string;
  version: number;
  data: any;
}

/** Every event in this run's stream of a producer, oldest first (the namespace isolates the run). */
export const publishedEvents = (bus: EventBus, producer = 'auth'): Promise<PublishedEvent[]> => publishedEventsOf(bus, producer);

export const eventsFor = (events: PublishedEvent[], subject: string, userId: string) =>
  events.filter((e) => e.subject === subject && e.data.userId === userId);

/**
 * Test set-up writes straight to a user (states no API reaches yet: trials, suspensions...).
 * It first waits for the user's outbox to drain (kit testing outboxSettled says why).
 */
export async function setUser(svc: AuthTestService, id: string, fields: Record<string, unknown>): Promise<void> {
  await outboxDrained(svc, id);
  await svc.auth.User.updateOne({ _id: id }, { $set: fields }, { timestamps: false });
  // a write past the repository: the staff pages' read model is told as the repository would tell it
  await svc.auth.directory.writtenIds([new Types.ObjectId(id)]);
}

export async function outboxDrained(svc: AuthTestService, id: string): Promise<void> {
  await outboxSettled(svc.auth.User.collection, new Types.ObjectId(id), { timeoutMs: 10_000 });
}

/** A registered user holding `role`, with a session token that carries it. */
export async function registerStaff(svc: AuthTestService, role: Role) {
  const r = await registerUser(svc, { displayName: `Club Official` });
  await setUser(svc, r.user.id, { role });
  return { ...r, token: await svc.loginAs({ userId: r.user.id, role }) };
}
