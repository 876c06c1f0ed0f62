import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, testUser } from '@trap/ui/testing/index.ts';
import SuperAdminLayout from './superadmin-layout.tsx';

const open = () => renderScreen(<SuperAdminLayout />, { path: '/superadmin', user: testUser({ role: 'superadmin' }) });

describe('the super-admin area’s layout', () => {
  it('names the area and links its pages', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'System Administration' })).toBeTruthy();
    expect(screen.getByText('Manage all aspects of the platform')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Super Admin navigation' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Users', 'Analytics', 'Settings', 'Audit Log']);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi', async () => {
      open();
      expect(screen.getByRole('heading', { level: 1, name: 'सिस्टम एडमिनिस्ट्रेशन' })).toBeTruthy();
      expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
        'डैशबोर्ड',
        'यूज़र',
        'एनालिटिक्स',
        'सेटिंग्स',
        'ऑडिट लॉग',
        'वेबसाइट पर वापस जाएँ',
      ]);
      expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    });
  });
});
