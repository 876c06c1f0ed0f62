import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { renderScreen } from '../testing/render.tsx';
import { toast } from './toast.tsx';

describe('the toaster', () => {
  it('names its region and a toast’s close button, as before', async () => {
    renderScreen(<p>Page</p>);
    toast({ title: 'Saved' });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^Toast messages/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeTruthy();
  });

  it('names them in Hindi when the page is in Hindi', async () => {
    await switchLanguage('hi');
    renderScreen(<p>Page</p>);
    toast({ title: 'सेव हुआ' });
    expect(await screen.findByText('सेव हुआ')).toBeTruthy();
    expect(screen.getByRole('region', { name: /^सूचनाएँ/ })).toBeTruthy();
    // (the first test's toast may still show: sonner's toasts outlive a render)
    expect(screen.getAllByRole('button', { name: 'सूचना बंद करें' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
  });
});
