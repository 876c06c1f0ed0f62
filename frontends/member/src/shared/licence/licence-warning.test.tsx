import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { licenceApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { LicenceWarning } from './licence-warning.tsx';

type Licence = NonNullable<RouteResponse<typeof licenceApi.getLicence>['licence']>;
const licence = (over: Partial<Licence>): Licence => ({
  number: 'DL/2019/ARM/771234',
  issuingAuthority: 'Licensing Unit, Delhi Police',
  validUntil: '2027-03-31',
  firearms: [],
  ammunitionLimit: 1000,
  status: 'expiring',
  daysLeft: 30,
  updatedAt: '2026-12-01T08:00:00.000Z',
  ...over,
});

const server = setupApiServer(mockRoute(licenceApi.getLicence, { licence: null }));
const open = (link?: boolean) => renderScreen(<LicenceWarning link={link} />, { path: '/profile', user: testUser() });

describe('the arms-licence warning', () => {
  it('says in how many days a licence expires, until when it is valid, and links to the licence', async () => {
    server.use(mockRoute(licenceApi.getLicence, { licence: licence({ daysLeft: 30 }) }));
    open();
    expect(await screen.findByRole('heading', { name: 'Your arms licence expires in 30 days' })).toBeTruthy();
    expect(screen.getByText('It is valid until 31 March 2027. Apply to your licensing authority for renewal in good time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update your licence' }).getAttribute('href')).toBe('/equipment?tab=licence');
  });

  it('says a lapsed licence has expired, one day ago', async () => {
    server.use(mockRoute(licenceApi.getLicence, { licence: licence({ status: 'expired', daysLeft: -1 }) }));
    open(false);
    expect(await screen.findByRole('heading', { name: 'Your arms licence has expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'It lapsed after 31 March 2027 (1 day ago). Renew it with your licensing authority, then update it here.',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the date and the days too', async () => {
      server.use(mockRoute(licenceApi.getLicence, { licence: licence({ daysLeft: 30 }) }));
      open();
      expect(await screen.findByRole('heading', { name: 'आपका आर्म्स लाइसेंस 30 दिन में एक्सपायर होगा' })).toBeTruthy();
      expect(screen.getByText(/यह 31 मार्च 2027 तक मान्य है।/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'अपना लाइसेंस अपडेट करें' })).toBeTruthy();
    });
  });
});
