import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceExpiryReminder } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';

let svc: NotificationsTestService;
const M = 'e6e6e6e6e6e6e6e6e6e6e6e6';
let token: string;

beforeAll(async () => {
  svc = await startNotificationsService();
  token = await svc.loginAs({ userId: M });
});
afterAll(() => svc?.stop());

describe('arms-licence expiry reminders', () => {
  it('when practice reminds a member of their licence (30 days, then lapsed), then they get a Licence Expiry notification for each, once, opening the licence tab', async () => {
    const soon = await publishTestEvent(svc, licenceExpiryReminder, { userId: M, validUntil: '2027-03-31', daysLeft: 30, stage: '30' });
    await publishTestEvent(svc, licenceExpiryReminder, { userId: M, validUntil: '2027-03-31', daysLeft: -1, stage: 'expired' });
    await waitForConsumers(svc);
    // the same event delivered again creates nothing new
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(soon.subject), JSON.stringify(soon), { msgID: `${soon.id}-again` });
    await waitForConsumers(svc);
    const mine = (await fetchJson(`${svc.url}/api/notifications`, { token })).body as {
      type: string;
      title: string;
      message: string;
      priority: string;
      actionUrl: string;
    }[];
    expect(mine.map((n) => [n.type, n.title, n.priority, n.actionUrl]).sort()).toEqual([
      ['licence_expiry', 'Your arms licence expires in 30 days', 'high', '/equipment?tab=licence'],
      ['licence_expiry', 'Your arms licence has expired', 'urgent', '/equipment?tab=licence'],
    ]);
    expect(mine.find((n) => n.priority === 'high')!.message).toContain('valid until 31 March 2027');
    expect(mine.find((n) => n.priority === 'urgent')!.message).toContain('expired on 31 March 2027');
  });
});
