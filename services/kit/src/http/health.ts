import type { Express } from 'express';
import type { Readiness } from '@trap/contracts';

export type ReadinessCheck = () => Promise<void> | void;

/** /healthz: the process answers. /readyz: every dependency answers (database, NATS, ...). */
export function mountHealth(app: Express, checks: Record<string, ReadinessCheck>, version?: string): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', ...(version ? { version } : {}) });
  });
  app.get('/readyz', async (_req, res) => {
    const results: Record<string, string> = {};
    let ready = true;
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            (async () => check())(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error('timed out')), 2000);
            }),
          ]);
          results[name] = 'ok';
        } catch (err) {
          ready = false;
          results[name] = (err instanceof Error ? err.message : String(err)) || 'down';
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const answer: Readiness = { status: ready ? 'ready' : 'not ready', checks: results };
    res.status(ready ? 200 : 503).json(answer);
  });
}
