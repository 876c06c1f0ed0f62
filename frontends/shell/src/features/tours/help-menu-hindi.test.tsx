import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@trap/ui';
import { renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { HelpMenu } from './help-menu.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the Help button on a Hindi page', () => {
  beforeEach(async () => {
    await act(async () => {
      await changeLanguage('hi', { remember: false });
    });
  });
  afterEach(async () => {
    // the page's language is shared by every test file of this worker: leave it in English
    await act(async () => {
      await changeLanguage('en', { remember: false });
    });
  });

  it('when a member reads a Hindi page, then the Help button (an English label, start-up code) says it is in English', () => {
    renderScreen(<HelpMenu />, { path: '/practice', user: testUser() });
    expect(screen.getByRole('button', { name: 'Help' }).getAttribute('lang')).toBe('en-IN');
  });
});
