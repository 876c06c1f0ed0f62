import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@trap/contracts';
import { settingsAuditApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SuperAdminAudit } from './superadmin-pages.tsx';

const roleChange: AuditEntry = {
  id: 'a-1',
  actorId: 'u-super',
  actorName: 'Super Admin',
  actorRole: 'superadmin',
  action: 'user.change_role',
  itemType: 'user',
  itemId: 'u-meera',
  itemLabel: 'Meera Iyer (@meera)',
  before: { role: 'member' },
  after: { role: 'coach' },
  reason: null,
  source: 'auth',
  at: '2026-12-07T08:46:24.000Z',
};

const server = setupApiServer();

describe('the super-admin’s audit log', () => {
  it('when an entry arrives after the page was read, then Filter with the same filters reads it again and shows it', async () => {
    let reads = 0;
    server.use(
      mockRoute(settingsAuditApi.listAuditLog, () => {
        reads++;
        const items = reads === 1 ? [] : [roleChange];
        return { items, total: items.length, limit: 25, offset: 0 };
      }),
    );
    renderScreen(<SuperAdminAudit />, { path: '/superadmin/audit', user: testUser({ role: 'superadmin' }) });
    await screen.findByRole('heading', { name: 'Audit Log' });
    await expect.poll(() => reads).toBe(1);
    expect(screen.queryByText('user.change_role')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('user.change_role')).toBeTruthy();
    expect(reads).toBe(2);
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the date too', async () => {
      server.use(mockRoute(settingsAuditApi.listAuditLog, { items: [{ ...roleChange, reason: 'Asked by the club' }], total: 1, limit: 25, offset: 0 }));
      renderScreen(<SuperAdminAudit />, { path: '/superadmin/audit', user: testUser({ role: 'superadmin' }) });
      expect(screen.getByRole('heading', { level: 2, name: 'ऑडिट लॉग' })).toBeTruthy();
      const entries = await screen.findByRole('list', { name: 'ऑडिट एंट्री' });
      expect(within(entries).getByText('7 दिस॰ 2026, 2:16 pm')).toBeTruthy();
      expect(within(entries).getByText('कारण: Asked by the club')).toBeTruthy();
      expect(within(entries).getByRole('list', { name: 'बदलाव' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'फ़िल्टर करें' })).toBeTruthy();
      expect(screen.getByText('1 में से 1–1')).toBeTruthy();
    });
  });
});
