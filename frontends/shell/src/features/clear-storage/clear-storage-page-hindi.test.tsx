import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import ClearStoragePage from './clear-storage-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the clear-storage page in Hindi', () => {
  inLanguage('hi');

  it('when a visitor clears the browser’s data in Hindi, then what was cleared and the links read in Hindi', async () => {
    document.cookie = 'trap_tour=done; path=/';
    renderScreen(<ClearStoragePage />, { path: '/clear-storage' });
    expect(screen.getByRole('heading', { level: 1, name: 'ब्राउज़र डेटा साफ़ हो गया' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'क्या साफ़ हुआ' });
    expect(within(list).getByText('लोकल स्टोरेज साफ़ हो गया।')).toBeTruthy();
    expect(within(list).getByText(/^ये कुकी साफ़ हुईं: .*trap_tour/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉगिन पर जाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम' })).toBeTruthy();
  });
});
