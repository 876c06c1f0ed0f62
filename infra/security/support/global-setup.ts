import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Schema, type Types } from 'mongoose';
import { documentStore } from '@trap/kit';
import type { TestProject } from 'vitest/node';
import { authDatabase, Client, newMember, ROLE_ACCOUNTS, type RoleAccount } from './client.ts';
import { consoleSink, fileSink } from '../../dev/lib/log.ts';
import { ROOT, startStack } from '../../dev/lib/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    securityBaseUrl: string;
    /** an account of each role above member for this run (ROLE_ACCOUNTS) */
    securityAccounts: Record<RoleAccount, { username: string; password: string }>;
    /** the stack's store and auth's database there (newCoach promotes a member as an operator would) */
    securityMongo: { url: string; authDb: string };
    /** the stack's Redis: the document locks a set-up's writes take, as the services' do */
    securityRedis: string;
  }
}

/**
 * The stack runs without demo mode (no known passwords, no demo data to wade through), so the
 * staff accounts are made here: registered like anyone, then given their role (and the admins their
 * membership) through the kit's store layer on auth's database, the way an operator's script would
 * before a superadmin exists to use the role screen. The store layer's update takes the same
 * per-document lock as auth's own writes (across processes on FerretDB, docs/decisions.md
 * "Document locks across processes"), so it cannot race the service (the outbox relay marking the
 * registration event sent, a consumer): one write, and a login shows it.
 */
async function staffAccounts(base: string, mongoUrl: string, redisUrl: string, authDb: string) {
  const accounts = {} as Record<RoleAccount, { username: string; password: string }>;
  const { conn, close } = await authDatabase({ url: mongoUrl, authDb }, redisUrl);
  try {
    const users = documentStore(conn.model<StaffUser>('User', new Schema<StaffUser>({}, { strict: false, collection: 'users' })));
    for (const role of ROLE_ACCOUNTS) {
      // staff keep the free tier (their capabilities, not a tier, open their areas), but the admins hold
      // Elite Trigger as the demo admin does: organising a shoot is Elite Trigger's, staff included
      const member = await newMember(role, base, { tier: 'range_pass' });
      const tier = role === 'admin' || role === 'superadmin' ? 'elite_trigger' : 'range_pass';
      const membership =
        tier === 'range_pass'
          ? {}
          : {
              membershipTier: tier,
              membershipStatus: 'active',
              membershipStartDate: new Date(),
              membershipEndDate: new Date(Date.now() + 365 * 86_400_000),
            };
      const stored = await conn.collection('users').findOne({ username: member.username }, { projection: { _id: 1 } });
      if (!stored) throw new Error(`${member.username} registered but is not in ${authDb}.users`);
      const promoted = await users.update(stored._id as unknown as StaffUser['_id'], () => ({
        set: { role, ...membership, updatedAt: new Date() },
        events: [],
      }));
      if (!promoted) throw new Error(`${member.username} could not be promoted to ${role}`);
      const login = await new Client(role, base).visit();
      const res = await login.request('/api/login', { json: { username: member.username, password: member.password } });
      if (res.body?.role !== role || res.body?.membershipTier !== tier)
        throw new Error(`${member.username} was made ${role} (${tier}) but a login shows ${res.status} ${res.text}`);
      accounts[role] = { username: member.username, password: member.password };
    }
  } finally {
    await close();
  }
  return accounts;
}

/** The fields of auth's user this set-up writes (the rest is auth's). */
interface StaffUser {
  _id: Types.ObjectId;
  role?: string;
  [field: string]: unknown;
}

/**
 * Starts the platform once for the security project: the same runner as `make start` (e2e profile:
 * free ports, unique database names, event namespace and Redis prefix, no frontends build), on the
 * stores the test run already uses. SECURITY_BASE_URL points the suites at a running stack instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reports = join(ROOT, 'reports');
  mkdirSync(reports, { recursive: true });
  // Our own data folder (keys) so the stack drops its databases at stop (it keeps them in a folder it made itself).
  const dataDir = mkdtempSync(join(tmpdir(), 'trap-security-'));
  const quiet = { ...consoleSink(), line: () => {}, info: () => {}, banner: () => {} };
  const stack = await startStack({
    profile: 'e2e',
    sink: fileSink(join(reports, 'security-stack.log'), quiet),
    portOffset: 6_000,
    dataDir,
    mongoUrl: process.env.MONGO_URL || 'mongodb://127.0.0.1:27018',
    natsUrl: process.env.NATS_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    demoMode: false,
    buildFrontends: false,
    logLevel: 'warn',
  }).catch((err: Error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the security suites' stack did not start (see reports/security-stack.log): ${err.message}`);
  });
  const base = stack.baseUrl.replace('localhost', '127.0.0.1');
  project.provide('securityBaseUrl', base);
  project.provide('securityMongo', { url: stack.urls.mongo, authDb: `${stack.names.dbPrefix}auth` });
  project.provide('securityRedis', stack.urls.redis);
  try {
    project.provide('securityAccounts', await staffAccounts(base, stack.urls.mongo, stack.urls.redis, `${stack.names.dbPrefix}auth`));
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
