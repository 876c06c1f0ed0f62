import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

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

export const ROLE_ACCOUNTS = ['moderator', 'admin', 'superadmin'] as const;
export type RoleAccount = (typeof ROLE_ACCOUNTS)[number];

/** Registers a fresh member (its own data, nobody else's) and returns its logged-in client. */
export async function newMember(label = 'member', base?: string): Promise<Account> {
  const client = await new Client(label, base).visit();
  const username = uniqueName('m');
  const password = 'Str0ng#Pass1';
  const res = await client.request('/api/register', {
    json: { username, password, email: `${username}@example.com`, displayName: 'Security Tester', membershipTier: 'range_pass' },
  });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
  return { client, id: res.body.id, username, role: res.body.role, password };
}

/** Logs in as the run's moderator, admin or superadmin (made by the global setup). */
export async function loginAs(role: RoleAccount): Promise<Account> {
  const { username, password } = inject('securityAccounts')[role];
  const client = await new Client(role).visit();
  const res = await client.request('/api/login', { json: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  if (res.body.role !== role) throw new Error(`${username} logged in as ${res.body.role}, not ${role}`);
  return { client, id: res.body.id, username, role, password };
}
