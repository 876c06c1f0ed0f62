import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startService } from '@trap/kit';
import { cleanupTestEnv, fetchJson, startTestService, testEnv, type TestService } from '@trap/kit/testing';
import { loadPracticeConfig } from '../../src/config.ts';
import { buildPracticeService } from '../../src/service.ts';
import { DEVELOPMENT_LICENCE_KEY, keyIdOf } from '../../src/modules/licence/licence-cipher.ts';

/**
 * The licence number's key comes from configuration. A configured LICENCE_KEY seals the
 * numbers, production does not start without one, and after a rotation (a new LICENCE_KEY, the old
 * one in LICENCE_PREVIOUS_KEYS) the numbers sealed under the old key still open.
 */
const started: TestService[] = [];
afterAll(async () => {
  for (const s of started.reverse()) await s.stop();
});

const newKey = () => randomBytes(32).toString('base64');
const idOf = (key: string) => keyIdOf(Buffer.from(key, 'base64'));
const MEMBER = 'a6a6a6a6a6a6a6a6a6a6a6a6';
const LICENCE = { number: 'RJ/JPR/2021/4455', issuingAuthority: 'District Magistrate, Jaipur', validUntil: '2030-03-31', firearmIds: [], ammunitionLimit: 500 };

async function start(env: Record<string, string>, cleanup: 'all' | 'none') {
  const svc = await startTestService({ service: 'practice', build: buildPracticeService, config: loadPracticeConfig, env, cleanup });
  started.push(svc);
  return svc;
}
const raw = (svc: TestService) =>
  svc.ctx.conn.collection<{ _id: string; numberKeyId?: string; numberCipher?: string }>('practice_arms_licences').findOne({ _id: MEMBER });
const licenceOf = async (svc: TestService) =>
  (await fetchJson(`${svc.url}/api/arms-licence`, { token: await svc.loginAs({ userId: MEMBER, role: 'member' }) })).body;
const save = async (svc: TestService, json: unknown) =>
  fetchJson(`${svc.url}/api/arms-licence`, { method: 'PUT', json, token: await svc.loginAs({ userId: MEMBER, role: 'member' }) });

describe('the licence key from configuration', () => {
  it('when LICENCE_KEY is configured, then numbers are sealed under it; after a rotation the old numbers still open and a save moves them to the new key', async () => {
    const oldKey = newKey();
    const first = await start({ LICENCE_KEY: oldKey }, 'none');
    expect((await save(first, LICENCE)).status).toBe(200);
    const sealed = await raw(first);
    expect(sealed?.numberKeyId).toBe(idOf(oldKey));
    expect(sealed?.numberKeyId).not.toBe(idOf(DEVELOPMENT_LICENCE_KEY));
    expect(JSON.stringify(sealed)).not.toContain('4455');
    await first.stop();

    // the same database, a new key, the old one kept for reading
    const nextKey = newKey();
    const shared = { MONGO_DB: first.env.MONGO_DB!, EVENT_NAMESPACE: first.env.EVENT_NAMESPACE!, REDIS_PREFIX: first.env.REDIS_PREFIX! };
    const second = await start({ ...shared, LICENCE_KEY: nextKey, LICENCE_PREVIOUS_KEYS: `${newKey()}, ${oldKey}` }, 'all');
    expect((await raw(second))?.numberKeyId).toBe(idOf(oldKey));
    expect((await licenceOf(second)).licence).toMatchObject({ number: LICENCE.number, ammunitionLimit: 500 });
    expect((await save(second, { ...LICENCE, ammunitionLimit: 600 })).status).toBe(200);
    expect((await raw(second))?.numberKeyId).toBe(idOf(nextKey));
    expect((await licenceOf(second)).licence).toMatchObject({ number: LICENCE.number, ammunitionLimit: 600 });
  });

  it('when production starts without LICENCE_KEY, then the service refuses to start and says why', async () => {
    const env = testEnv('practice', { NODE_ENV: 'production' });
    try {
      await expect(startService(loadPracticeConfig(env), buildPracticeService)).rejects.toThrow(/^LICENCE_KEY must be set in production/);
    } finally {
      await cleanupTestEnv(env);
    }
  });

  it('when a configured key is not 32 bytes, then the configuration is refused', () => {
    expect(() => loadPracticeConfig(testEnv('practice', { LICENCE_KEY: Buffer.alloc(16).toString('base64') }))).toThrow(/LICENCE_KEY must be 32 bytes/);
    expect(() => loadPracticeConfig(testEnv('practice', { LICENCE_PREVIOUS_KEYS: `${newKey()},short` }))).toThrow(/LICENCE_PREVIOUS_KEYS/);
  });
});
