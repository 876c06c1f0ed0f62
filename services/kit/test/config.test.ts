import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '@trap/kit';

const defaults = { SERVICE_NAME: 'probe', PORT: 4999 };

describe('loadConfig', () => {
  it('when the environment is empty, then the defaults of the platform apply', () => {
    const config = loadConfig(defaults, {}, {});
    expect(config).toMatchObject({
      SERVICE_NAME: 'probe',
      PORT: 4999,
      HOST: '127.0.0.1',
      MONGO_DB: 'trap_probe',
      NATS_URL: 'nats://127.0.0.1:4222',
      REDIS_PREFIX: 'trap:',
      EVENT_NAMESPACE: '',
      DEMO_MODE: false,
    });
  });

  it('when values are given, then they are parsed (numbers coerced, flags turned into booleans)', () => {
    const config = loadConfig(defaults, {}, { PORT: '0', DEMO_MODE: 'true', MONGO_DB: 'x', LOG_LEVEL: 'debug' });
    expect(config.PORT).toBe(0);
    expect(config.DEMO_MODE).toBe(true);
    expect(config.MONGO_DB).toBe('x');
    expect(config.LOG_LEVEL).toBe('debug');
  });

  it('when a value is invalid, then start-up stops with a readable message naming each bad field', () => {
    expect(() => loadConfig(defaults, {}, { PORT: 'eighty', LOG_LEVEL: 'loud', EVENT_NAMESPACE: 'Has-Caps' })).toThrowError(
      /Invalid configuration for probe:\n {2}PORT: .+\n {2}LOG_LEVEL: .+\n {2}EVENT_NAMESPACE: .+/,
    );
  });

  it('when a setting the service requires is missing, then the message lists that field', () => {
    let message = '';
    try {
      loadConfig(defaults, { JWT_PRIVATE_KEY: z.string().min(1), SMTP_PORT: z.coerce.number().int() }, { SMTP_PORT: '25' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('Invalid configuration for probe');
    expect(message).toMatch(/JWT_PRIVATE_KEY: /);
    expect(message).not.toContain('SMTP_PORT');
  });

  it('when a service adds its own settings, then they are typed and parsed alongside the base ones', () => {
    const config = loadConfig(defaults, { DEMO_PASSWORD: z.string().default('TrapDemo#2026') }, { PORT: '1234' });
    expect(config.DEMO_PASSWORD).toBe('TrapDemo#2026');
    expect(config.PORT).toBe(1234);
  });
});
