import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import MembershipPage from './membership-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the membership page in Hindi', () => {
  inLanguage('hi');

  it('when a visitor reads the membership page in Hindi, then tiers list their features in Hindi with Indian rupees', () => {
    renderScreen(<MembershipPage />, { path: '/membership' });
    expect(screen.getByRole('heading', { level: 1, name: 'अपनी मेंबरशिप चुनें' })).toBeTruthy();
    expect(screen.getAllByText('प्रति वर्ष').length).toBeGreaterThan(0);
    expect(screen.getByText('₹6,000')).toBeTruthy();
    expect(screen.getByText('प्रैक्टिस लॉगिंग, पिछले 90 दिनों के स्टैट्स के साथ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुफ़्त में जुड़ें' })).toBeTruthy();
  });
});
