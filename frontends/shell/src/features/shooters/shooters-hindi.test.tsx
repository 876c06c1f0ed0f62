import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Shooter } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import ShootersPage from './shooters-page.tsx';
import ShooterPage from './shooter-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const shooter = (n: number, overrides: Partial<Shooter> = {}): Shooter => ({
  id: `s${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  name: `Asha Rao ${n}`,
  type: 'Trap',
  bio: 'Shoots at Delhi every Sunday.',
  imageUrl: null,
  achievements: ['Nationals 2025: 118/125'],
  tags: ['olympic-trap'],
  socialLinks: { website: 'https://example.org', instagram: 'https://instagram.com/asha' },
  featured: n === 1,
  ...overrides,
});

const server = setupApiServer(
  mockRoute(contentApi.featuredShooters, [shooter(1)]),
  mockRoute(contentApi.shooters.list, Array.from({ length: 13 }, (_, i) => shooter(i + 1))),
);

describe('the shooter pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor opens /shooters in Hindi, then its headings, badges and pager read in Hindi', async () => {
    renderScreen(<ShootersPage />, { path: '/shooters' });
    expect(screen.getByRole('heading', { level: 1, name: 'शूटर प्रोफ़ाइल' })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'फ़ीचर्ड शूटर' });
    expect(await within(featured).findByText('फ़ीचर्ड')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'सभी शूटर' })).toBeTruthy();
    const pager = await screen.findByRole('navigation', { name: 'शूटरों के पेज' });
    expect(within(pager).getByRole('link', { name: 'अगला' })).toBeTruthy();
  });

  it('when a visitor opens page 2 in Hindi, then its heading numbers the page in Hindi', async () => {
    renderScreen(<ShootersPage />, { path: '/shooters?page=2' });
    expect(await screen.findByRole('heading', { level: 2, name: 'सभी शूटर · पेज 2' })).toBeTruthy();
  });

  it('when a visitor opens a profile in Hindi, then its headings and links read in Hindi and the bio as written', async () => {
    server.use(mockRoute(contentApi.shooters.get, shooter(1)));
    renderScreen(<ShooterPage />, { path: '/shooters/s1', pattern: '/shooters/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'उपलब्धियाँ' })).toBeTruthy();
    expect(screen.getByText('Nationals 2025: 118/125')).toBeTruthy();
    expect(screen.getByText('Shoots at Delhi every Sunday.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'वेबसाइट' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Asha Rao 1 की तस्वीर' })).toBeTruthy();
  });

  it('when a profile is missing, then it says so in Hindi with a way back', async () => {
    server.use(mockRouteError(contentApi.shooters.get, 404, 'Not found'));
    renderScreen(<ShooterPage />, { path: '/shooters/nope', pattern: '/shooters/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'शूटर नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी शूटर' })).toBeTruthy();
  });
});
