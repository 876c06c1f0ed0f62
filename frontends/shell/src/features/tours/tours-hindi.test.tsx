import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer, stubResizeObserver, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { HelpMenuDropdown } from './help-menu-dropdown.tsx';
import MemberGuidePage from './member-guide-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();
// the menu positions itself
stubResizeObserver();

describe('the help menu and member guide in Hindi', () => {
  inLanguage('hi');

  it('when a member reads the member guide in Hindi, then its headings, points and links read in Hindi', () => {
    renderScreen(<MemberGuidePage />, { path: '/help/member-guide', user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'मेंबर गाइड' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'गाइड की सूची' });
    expect(within(contents).getByRole('link', { name: 'प्रैक्टिस लॉग करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'मेरे स्टैट्स' })).toBeTruthy();
    expect(screen.getByText('ISSF किल और डाउन-द-लाइन पॉइंट (पहले बैरल के किल पर 3, दूसरे पर 2)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इक्विपमेंट खोलें' })).toBeTruthy();
  });

  it('when a member opens the Help menu in Hindi, then its title and items read in Hindi', async () => {
    renderScreen(<HelpMenuDropdown label="मदद" />, { path: '/practice', user: testUser() });
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'मदद' })).toBeTruthy();
    expect(within(menu).getByText('मेंबर फ़ीचर की मदद')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'सभी ट्यूटोरियल रीसेट करें' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'मेंबर गाइड' })).toBeTruthy();
  });

  it('when the guide is read in English, then it reads as before', async () => {
    await switchLanguage('en');
    renderScreen(<MemberGuidePage />, { path: '/help/member-guide', user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'Member Guide' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Skill Roadmap and Challenges' })).toBeTruthy();
  });
});
