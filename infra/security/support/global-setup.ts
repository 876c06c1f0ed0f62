import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import type { TestProject } from 'vitest/node';
import { Client, newMember, ROLE_ACCOUNTS, type RoleAccount } from './client.ts';
import { consoleSink, fileSink } from '../../dev/lib/log.ts';
import { ROOT, startStack } from '../../dev/lib/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    securityBaseUrl: string;
    /** an account of each role above member for this run (ROLE_ACCOUNTS) */
    securityAccounts: Record<RoleAccount, { username: string; password: string }>;
    /** the stack's store and auth's database there (newCoach promotes a member as an operator would) */
    securityMongo: { url: string; authDb: string };
  }
}

/**
 * The stack runs without demo mode (no known passwords, no demo data to wade through), so the
 * staff accounts are made here: registered like anyone, then given their role in auth's database,
 * the way an operator would promote someone before a role-assignment screen exists.
 */
async function staffAccounts(base: string, mongoUrl: string, authDb: string) {
  const accounts = {} as Record<RoleAccount, { username: string; password: string }>;
  const conn = await mongoose.createConnection(mongoUrl, { dbName: authDb, serverSelectionTimeoutMS: 10_000 }).asPromise();
  try {
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
      // FerretDB can lose one of two concurrent updates of a document (the outbox relay marks the
      // registration event sent at about this time): set the role until a login shows it.
      for (let attempt = 0; ; attempt++) {
        await conn.collection('users').updateOne({ username: member.username }, { $set: { role, ...membership } });
        const login = await new Client(role, base).visit();
        const res = await login.request('/api/login', { json: { username: member.username, password: member.password } });
        if (res.body?.role === role && res.body?.membershipTier === tier) break;
        if (attempt === 10) throw new Error(`could not make ${member.username} ${role}: ${res.status} ${res.text}`);
        await new Promise((r) => setTimeout(r, 300));
      }
      accounts[role] = { username: member.username, password: member.password };
    }
  } finally {
    await conn.close();
  }
  return accounts;
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
    portOffset: 30_000,
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
  try {
    project.provide('securityAccounts', await staffAccounts(base, stack.urls.mongo, `${stack.names.dbPrefix}auth`));
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
