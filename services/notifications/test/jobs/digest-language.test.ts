import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMaintenanceDue, userUpdated } from '@trap/contracts';
import { eventually, fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { loadNotificationsConfig } from '../../src/config.ts';
import { startNotificationsWorker, type NotificationsWorker } from '../../src/jobs/start-worker.ts';
import { DIGEST_JOB } from '../../src/jobs/digest.job.ts';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { linkTokenFromMail, readableMailsTo } from '../support/mail-outbox.ts';
import { memberSnapshot, verifiedEmail } from '../support/members.ts';

let svc: NotificationsTestService;
let worker: NotificationsWorker;
const MEMBER = 'a7a7a7a7a7a7a7a7a7a7a7a7';

beforeAll(async () => {
  svc = await startNotificationsService();
  worker = await startNotificationsWorker(loadNotificationsConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

const hindiMember = memberSnapshot(MEMBER, 'hi', { username: 'ravi_trap', displayName: 'Ravi Sharma' });

describe("the digest in the member's language", () => {
  it('when a member who chose Hindi gets their digest, then its subject, texts, type labels and notification are in Hindi', async () => {
    await publishTestEvent(svc, userUpdated, hindiMember);
    await verifiedEmail(svc, MEMBER, 'ravi.hindi@example.com');
    await waitForConsumers(svc);
    expect((await fetchJson(`${svc.url}/api/newsletter/subscribe`, { json: { email: 'ravi.hindi@example.com' } })).status).toBe(200);
    const confirm = linkTokenFromMail(svc.outboxDir, 'ravi.hindi@example.com', 'confirm');
    expect((await fetchJson(`${svc.url}/api/newsletter/confirm?token=${encodeURIComponent(confirm)}`, { method: 'POST' })).status).toBe(
      200,
    );
    await publishTestEvent(svc, equipmentMaintenanceDue, {
      equipmentId: 'perazzi-1',
      userId: MEMBER,
      name: 'Perazzi MX8',
      nextMaintenance: '2026-12-20T04:30:00.000Z',
    });
    await waitForConsumers(svc);

    const job = await worker.digestQueue.add(DIGEST_JOB, { now: new Date().toISOString() });
    await eventually(async () => (await worker.digestQueue.getJob(job.id!))?.returnvalue, { timeoutMs: 8000, intervalMs: 100 });
    const digest = readableMailsTo(svc.outboxDir, 'ravi.hindi@example.com').find((m) => m.subject.includes('डाइजेस्ट'));
    expect(digest!.subject).toMatch(/^आपका (साप्ताहिक|रोज़ का) .+ डाइजेस्ट: 1 बिना पढ़ा नोटिफ़िकेशन$/);
    expect(digest!.body).toContain('आपका 1 नोटिफ़िकेशन बिना पढ़ा है:');
    expect(digest!.body).toContain('- [मेंटेनेंस का समय] मेंटेनेंस का समय: Perazzi MX8: Perazzi MX8 का मेंटेनेंस 20 दिसंबर 2026 को होना है।');
    expect(digest!.body).toContain('अपनी ई-मेल पसंद बदलें: https://trap.example/');
  });
});
