import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentApi, equipmentApi, practiceApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import PracticePage from './practice-page.tsx';

setupApiServer(
  mockRoute(contentApi.ranges.list, []),
  mockRoute(equipmentApi.items.list, { items: [], total: 0 }),
  mockRoute(equipmentApi.listCategories, { items: [] }),
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
);

describe('the practice log in Hindi', () => {
  it('when a shooter has chosen हिन्दी, then the practice log, its scoring pad and save read in Hindi', async () => {
    await switchLanguage('hi');
    renderScreen(<PracticePage />, { path: '/practice', user: testUser() });

    expect(await screen.findByRole('heading', { name: 'प्रैक्टिस लॉग करें', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेरे स्टैट्स →' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'नया सेशन' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'डिसिप्लिन' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'इस्तेमाल किया इक्विपमेंट' })).toBeTruthy();
    expect(screen.getByPlaceholderText('रेंज सर्च करें या जगह लिखें')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'राउंड 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'राउंड जोड़ें' })).toBeTruthy();
    expect(screen.getByLabelText('अब तक का टोटल').textContent).toBe('0/0');
    expect(screen.getByRole('button', { name: 'लॉस्ट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'नो बर्ड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'अनडू करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सेशन सेव करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सेशन सेव करें' })).toBeTruthy();
    expect(screen.getByText('0 राउंड, 0 टारगेट हिट')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'सेशन हिस्ट्री' })).toBeTruthy();
    expect(await screen.findByText('अभी कोई सेशन नहीं: ऊपर अपना पहला राउंड स्कोर करें।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछला महीना' })).toBeTruthy();
    // no English left among them
    expect(screen.queryByRole('button', { name: 'Save session' })).toBeNull();
    expect(screen.queryByText('Station')).toBeNull();
  });

  it('when the shooter is back in English, then the practice log reads SPEC’s words', async () => {
    renderScreen(<PracticePage />, { path: '/practice', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Log Practice', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add round' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save session' })).toBeTruthy();
  });
});
