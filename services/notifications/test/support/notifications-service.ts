import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestService, type TestService } from '@trap/kit/testing';
import { loadNotificationsConfig, type NotificationsConfig } from '../../src/config.ts';
import { buildNotificationsService } from '../../src/service.ts';

export type NotificationsTestService = TestService<NotificationsConfig> & { outboxDir: string };

/** The real notifications service in-process, with its own database, namespace, Redis prefix and mail outbox folder. */
export async function startNotificationsService(env: Record<string, string> = {}): Promise<NotificationsTestService> {
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'trap-mail-'));
  const svc = await startTestService<NotificationsConfig>({
    service: 'notifications',
    build: buildNotificationsService,
    config: (e) => loadNotificationsConfig(e),
    env: { MAIL_OUTBOX_DIR: outboxDir, SITE_ORIGIN: 'https://trap.example', ...env },
  });
  return {
    ...svc,
    outboxDir,
    stop: async () => {
      await svc.stop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
