import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentAdminApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { ContentManager } from '../content/content-manager.tsx';
import { PROMO_CODES } from './promo-codes.ts';

// only what the list reads of a code
const codes = [
  {
    id: '6750a1b2c3d4e5f6a7b8c9e1',
    name: 'Monsoon offer',
    slug: 'monsoon-10',
    isActive: true,
    metaData: { discountPercent: 10 },
    requiredMembershipTier: 'pro_lane',
    validFrom: null,
    validUntil: '2027-01-10T04:00:00.000Z',
    maxUses: 500,
  },
] as unknown as RouteResponse<typeof contentAdminApi.listPromoCodesForAdmin>;

const server = setupApiServer();
const open = () => renderScreen(<ContentManager kind={PROMO_CODES} />, { path: '/admin', user: testUser({ role: 'admin' }) });

describe('the promo codes list', () => {
  it('says what each code takes off, for whom and until when', async () => {
    server.use(mockRoute(contentAdminApi.listPromoCodesForAdmin, codes));
    open();
    const list = await screen.findByRole('list', { name: 'Promo codes' });
    for (const badge of ['Active', '10% off', 'Only Pro Lane', 'Until 10 Jan 2027, 09:30 am', 'At most 500 uses'])
      expect(within(list).getByText(badge)).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the badges, the date and the deactivation question too', async () => {
      server.use(mockRoute(contentAdminApi.listPromoCodesForAdmin, codes));
      open();
      const list = await screen.findByRole('list', { name: 'प्रोमो कोड' });
      for (const badge of ['एक्टिव', '10% की छूट', 'सिर्फ़ Pro Lane', '10 जन॰ 2027, 9:30 am तक', 'ज़्यादा से ज़्यादा 500 बार'])
        expect(within(list).getByText(badge)).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: 'बंद करें' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'यह प्रोमो कोड बंद करें?' });
      expect(within(dialog).getByText(/मेंबर चेकआउट पर MONSOON-10 इस्तेमाल नहीं कर सकेंगे/)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'कोड बंद करें' })).toBeTruthy();
    });
  });
});
