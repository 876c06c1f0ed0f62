import { randomBytes } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { inject } from 'vitest';
import type { Tier } from '@trap/contracts';
import { configureDocumentLocks, connectMongo } from '@trap/kit';
import { outboxSettled } from '@trap/kit/testing';
import { EVENT_DEADLINE_MS, eventually } from './eventually.ts';

export const baseUrl = () => inject('securityBaseUrl');

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface RequestOptions {
  method?: string;
  /** serialised as JSON */
  json?: unknown;
  /** a raw body, sent as is (content-type application/json unless headers say otherwise) */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** false: leave the CSRF header out; a string: send that value instead of the cookie's */
  csrf?: boolean | string;
}

/**
 * A browser-like client of the bff: keeps its cookies (the httpOnly session, the readable CSRF
 * cookie) and echoes the CSRF cookie on unsafe requests, as the frontends' API client does.
 */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly label = 'anonymous',
    private readonly base?: string,
  ) {}

  private store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, opts: RequestOptions = {}): Promise<Reply> {
    const method = (opts.method ?? (opts.json !== undefined || opts.raw !== undefined ? 'POST' : 'GET')).toUpperCase();
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = opts.json !== undefined ? JSON.stringify(opts.json) : opts.raw;
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
      headers['content-type'] = 'application/json';
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && opts.csrf !== false) {
      const token = typeof opts.csrf === 'string' ? opts.csrf : this.cookies.get('trap_csrf');
      if (token) headers['x-csrf-token'] = token;
    }
    const res = await fetch((this.base ?? baseUrl()) + path, { method, headers, body: body as BodyInit | undefined, redirect: 'manual' });
    this.store(res.headers);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  /** Picks up the CSRF cookie the way a first page view does. */
  async visit(): Promise<this> {
    if (!this.cookies.has('trap_csrf')) await this.request('/healthz');
    return this;
  }

  get = (path: string, opts: Omit<RequestOptions, 'method'> = {}) => this.request(path, { ...opts, method: 'GET' });
}

export const uniqueName = (prefix = 'sec') => `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`.slice(0, 20);

export interface Account {
  client: Client;
  id: string;
  username: string;
  role: string;
  password: string;
}

/** Every stored role but member (a fresh member per suite), lowest first: the access sweep tries each. */
export const ROLE_ACCOUNTS = ['coach', 'moderator', 'blog_moderator', 'content_admin', 'admin', 'superadmin'] as const;
export type RoleAccount = (typeof ROLE_ACCOUNTS)[number];

/**
 * Registers a fresh member (its own data, nobody else's) and returns its logged-in client. The
 * member holds Elite Trigger (every member tool, so each route is tried past its tier gate) unless
 * `tier` says otherwise: the tier is set in auth's database the way support staff would, and a new
 * login makes the services' tier check see it.
 */
export async function newMember(label = 'member', base?: string, opts: { tier?: Tier } = {}): Promise<Account> {
  const client = await new Client(label, base).visit();
  const username = uniqueName('m');
  const password = 'Str0ng#Pass1';
  const res = await client.request('/api/register', {
    json: { username, password, email: `${username}@example.com`, displayName: 'Security Tester', membershipTier: 'range_pass' },
  });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
  const tier = opts.tier ?? 'elite_trigger';
  if (tier !== 'range_pass') await giveTier(client, username, password, tier);
  return { client, id: res.body.id, username, role: res.body.role, password };
}

/**
 * Auth's database as an operator's tool reaches it: through the kit's store layer, whose writes on
 * FerretDB take the same per-document locks as auth's own (across processes, in Redis), so a
 * set-up's write cannot be lost to the service writing the same member at that moment (the relay
 * marking the registration sent, a consumer).
 */
export async function authDatabase(
  { url, authDb } = inject('securityMongo'),
  redisUrl = inject('securityRedis'),
): Promise<{ conn: Connection; close(): Promise<void> }> {
  const closeLocks = configureDocumentLocks(redisUrl);
  const conn = await connectMongo(url, authDb);
  return {
    conn,
    close: async () => {
      await conn.close();
      await closeLocks();
    },
  };
}

/** Sets a member's tier (active for a year) in auth's database and logs the client in again so its session carries it. */
async function giveTier(client: Client, username: string, password: string, tier: Tier): Promise<void> {
  const { conn, close } = await authDatabase();
  try {
    // the write takes the member's lock (authDatabase); the login and the services' tier check confirm it
    for (let attempt = 0; ; attempt++) {
      await conn.collection('users').updateOne(
        { username },
        {
          $set: {
            membershipTier: tier,
            membershipStatus: 'active',
            membershipStartDate: new Date(),
            membershipEndDate: new Date(Date.now() + 365 * 86_400_000),
            // as auth's own writes do: the live membership copies a record only over an older one
            updatedAt: new Date(),
          },
        },
      );
      const login = await client.request('/api/login', { json: { username, password } });
      if (
        login.status === 200 &&
        login.body?.membershipTier === tier &&
        login.body?.membershipStatus === 'active' &&
        (await tierHolds(client, tier))
      )
        return;
      if (attempt === 10) throw new Error(`could not give ${username} ${tier}: ${login.status} ${login.text}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    await close();
  }
}

/** A read each paid tier opens (the services' tier check reads the live membership in Redis, not the login's answer). */
const TIER_PROBES: Record<Exclude<Tier, 'range_pass'>, string> = {
  shooters_circle: '/api/practice/insights',
  pro_lane: '/api/ai-coach/trends',
  elite_trigger: '/api/pathway/standing',
};

/**
 * Whether the services see the tier, twice half a second apart: the registration's own
 * membership event (Range Pass) is handled by auth's consumer at its own pace, and when that
 * consumer read the record before the tier was set it writes Range Pass back over the login's copy.
 */
async function tierHolds(client: Client, tier: Tier): Promise<boolean> {
  if (tier === 'range_pass') return true;
  for (let check = 0; check < 2; check++) {
    if (check) await new Promise((r) => setTimeout(r, 500));
    const res = await client.request(TIER_PROBES[tier]);
    if (res.status === 403) return false;
  }
  return true;
}

/** Logs in as the run's account of a role (made by the global setup). */
export async function loginAs(role: RoleAccount): Promise<Account> {
  const { username, password } = inject('securityAccounts')[role];
  const client = await new Client(role).visit();
  const res = await client.request('/api/login', { json: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  if (res.body.role !== role) throw new Error(`${username} logged in as ${res.body.role}, not ${role}`);
  return { client, id: res.body.id, username, role, password };
}

/**
 * A new member made a coach the way an operator would before a role screen exists (the role set in
 * auth's database), whose next profile edit carries the role to the other services
 * (auth.user.updated), so the community's coach finder knows them. Each caller gets their own: two
 * suites writing one coach's profile at once would read back each other's.
 */
export async function newCoach(): Promise<Account> {
  const { member, client } = await coachSession();
  const edited = await client.request('/api/user', { method: 'PATCH', json: { clubAffiliation: 'Security Coaching Academy' } });
  if (edited.status !== 200) throw new Error(`profile edit of ${member.username}: ${edited.status} ${edited.text}`);
  // auth's event reaches community after its outbox relay and consumer: on a machine busy with every
  // suite at once (the fuzzing suite alone edits accounts by the dozen) that has taken 40 s
  return eventually(async () => {
    const page = await client.get(`/api/members/${member.id}/profile`);
    return page.status === 200 && page.body.member?.isCoach ? { ...member, client, role: 'coach' as const } : null;
  }, `${member.username} to become a coach in the community service`);
}

/**
 * A new member made a coach in auth and logged in as one: enough where only the session's role
 * counts (proposing a club event), without waiting for the community's copy of the account.
 */
export async function coachSession(): Promise<{ member: Account; client: Client }> {
  const member = await newMember('coach');
  const { conn, close } = await authDatabase();
  let client: Client | undefined;
  try {
    // FerretDB can lose one of two concurrent updates of a document: the role is set once the relay has
    // published the registration (and cleared the document's outbox), and the login below confirms it
    // (under every suite at once the relay has needed more than 30 s, and at load 20-28 more than 60 s)
    await outboxSettled(conn.collection('users'), new mongoose.Types.ObjectId(member.id), { timeoutMs: EVENT_DEADLINE_MS });
    for (let attempt = 0; !client; attempt++) {
      await conn.collection('users').updateOne({ username: member.username }, { $set: { role: 'coach' } });
      const login = await new Client('coach').visit();
      const res = await login.request('/api/login', { json: { username: member.username, password: member.password } });
      if (res.body?.role === 'coach') client = login;
      else if (attempt === 10) throw new Error(`could not make ${member.username} a coach: ${res.status} ${res.text}`);
      else await new Promise((r) => setTimeout(r, 300));
    }
  } finally {
    await close();
  }
  if (!client) throw new Error(`no session for ${member.username}`);
  return { member, client };
}
