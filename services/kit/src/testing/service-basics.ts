import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICES, type ServiceName } from '@trap/contracts';
import type { BaseConfig } from '../config.ts';
import { fetchJson } from './http.ts';
import { startTestService, type TestService, type TestServiceOptions } from './service.ts';

/**
 * The behaviour every service shares (own port and database, health, readiness, the one error
 * format, a clean stop), as one suite each service's test file registers with a single call.
 */
export function describeServiceBasics<C extends BaseConfig>(
  service: ServiceName,
  opts: Required<Pick<TestServiceOptions<C>, 'build' | 'config'>>,
): void {
  let svc: TestService<C>;

  beforeAll(async () => {
    svc = await startTestService({ service, build: opts.build, config: opts.config });
  });
  afterAll(() => svc?.stop());

  describe(`${service} service`, () => {
    it('when started without overrides, then it uses its own port and its own database', () => {
      const config = opts.config({});
      expect(config.PORT).toBe(SERVICES[service].port);
      expect(config.MONGO_DB).toBe(`trap_${service}`);
    });

    it('when it runs, then /healthz answers 200 with the version it runs', async () => {
      const res = await fetchJson(`${svc.url}/healthz`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', version: svc.env.APP_VERSION ?? 'dev' });
    });

    it('when its database, NATS and Redis answer, then /readyz is 200 with every check ok', async () => {
      const res = await fetchJson(`${svc.url}/readyz`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', checks: { mongo: 'ok', nats: 'ok', redis: 'ok' } });
      expect(svc.ctx.conn.name).toBe(svc.env.MONGO_DB);
    });

    it('when an unknown path is asked for, then it is a 404 in the one error format', async () => {
      const res = await fetchJson(`${svc.url}/api/nothing-here`, { headers: { 'x-request-id': 'req-123456' } });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', requestId: 'req-123456' });
    });

    it('when it is stopped, then it closes its port and stopping again is harmless', async () => {
      await svc.stop();
      await expect(fetch(`${svc.url}/healthz`)).rejects.toThrow();
      await svc.stop();
    });
  });
}
