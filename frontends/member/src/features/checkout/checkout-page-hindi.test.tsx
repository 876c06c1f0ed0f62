import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authPaymentsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import CheckoutPage from './checkout-page.tsx';

const order = {
  id: 'a'.repeat(24),
  tier: 'shooters_circle' as const,
  label: "Shooter's Circle",
  amountPaise: 600000,
  taxPaise: 91525,
  taxablePaise: 508475,
  ratePercent: 18,
  currency: 'INR' as const,
  status: 'paid' as const,
  provider: 'test' as const,
  providerOrderId: 'order_test_1',
  providerPaymentId: 'pay_test_1',
  message: null,
  invoiceId: 'b'.repeat(24),
  invoiceNumber: 'TI/2026-27/00001',
  basePaise: 600000,
  promoCode: null,
  discountPaise: 0,
  kind: 'purchase' as const,
  createdAt: '2026-12-07T10:00:00.000Z',
  paidAt: '2026-12-07T20:00:00.000Z',
};

setupApiServer(
  mockRoute(authPaymentsApi.quote, {
    tier: 'shooters_circle',
    label: "Shooter's Circle",
    totalPaise: 600000,
    taxPaise: 91525,
    taxablePaise: 508475,
    ratePercent: 18,
    currency: 'INR',
    provider: 'test',
    currentTier: 'range_pass',
    basePaise: 600000,
    promo: null,
    upgrade: null,
    autoRenew: false,
  }),
  mockRoute(authPaymentsApi.getOrder, order),
);

describe('paying in Hindi', () => {
  inLanguage('hi');

  it('when a member opens the checkout in Hindi, then the price lines, the features, renewal and Pay read in Hindi with rupees in Indian grouping', async () => {
    renderScreen(<CheckoutPage />, { path: '/checkout/shooters_circle', pattern: '/checkout/:tierName', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: "Shooter's Circle" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेंबरशिप विकल्पों पर वापस जाएँ' })).toBeTruthy();
    const unlocks = screen.getByRole('region', { name: "Shooter's Circle में क्या-क्या मिलता है" });
    expect(within(unlocks).getByText('Range Pass की हर सुविधा')).toBeTruthy();
    expect(within(unlocks).getByText('पूरी स्टैट्स हिस्ट्री और CSV एक्सपोर्ट')).toBeTruthy();
    expect(screen.getByText('कुल (GST सहित)')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹6,000.00');
    expect(screen.getByText('₹5,084.75')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'अपने-आप रिन्यू करें' })).toBeTruthy();
    expect(screen.getByText('अभी आप Range Pass पर हैं; भुगतान न होने पर यही बना रहेगा।')).toBeTruthy();
    expect(screen.getByRole('button', { name: '₹6,000.00 का भुगतान करें' })).toBeTruthy();
  });

  it('when the payment went through, then the receipt says so in Hindi with the day on India’s clock and the invoice link', async () => {
    renderScreen(<CheckoutPage />, {
      path: `/checkout/shooters_circle?order=${order.id}`,
      pattern: '/checkout/:tierName',
      user: testUser(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान मिल गया' })).toBeTruthy();
    expect(screen.getByText('भुगतान मिल गया। आपकी मेंबरशिप एक्टिव है।')).toBeTruthy();
    // 20:00 UTC is past midnight in India: the 8th there
    expect(screen.getByText(/8 दिसंबर 2026 को भुगतान हुआ · भुगतान ID pay_test_1 · बीजक TI\/2026-27\/00001/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बीजक देखें' }).getAttribute('href')).toContain(order.invoiceId);
  });
});
