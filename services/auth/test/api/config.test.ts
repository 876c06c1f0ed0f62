import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from '../../src/config.ts';

describe('auth configuration', () => {
  it('defaults: port 4101 (worker 4201), demo password, login budgets 10 per name+address and 100 per address, 20 registrations per address', () => {
    const cfg = loadAuthConfig({});
    expect(cfg).toMatchObject({
      PORT: 4101,
      MONGO_DB: 'trap_auth',
      DEMO_MODE: false,
      DEMO_PASSWORD: 'TrapDemo#2026',
      LOGIN_MAX_FAILS_PER_USER_IP: 10,
      LOGIN_MAX_FAILS_PER_IP: 100,
      REGISTER_MAX_PER_IP: 20,
    });
    expect(loadAuthConfig({}, { worker: true }).PORT).toBe(4201);
    expect(loadAuthConfig({ DEMO_MODE: 'true', PORT: '5000' })).toMatchObject({ DEMO_MODE: true, PORT: 5000 });
  });

  it('refuses a bad value with a readable message', () => {
    expect(() => loadAuthConfig({ LOGIN_MAX_FAILS_PER_IP: 'lots' })).toThrow(/LOGIN_MAX_FAILS_PER_IP/);
    expect(() => loadAuthConfig({ REGISTER_MAX_PER_IP: '0' })).toThrow(/REGISTER_MAX_PER_IP/);
  });
});
