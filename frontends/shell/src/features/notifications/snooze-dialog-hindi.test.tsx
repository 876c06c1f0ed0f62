import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { SnoozeDialog } from './snooze-dialog.tsx';

setupApiServer();

const open = () =>
  renderScreen(<SnoozeDialog open onOpenChange={() => undefined} onSnooze={() => undefined} pending={false} />, {
    path: '/',
    user: testUser(),
  });
// the picker hides its weekday row from assistive technology (each day button names its weekday)
const weekdays = () => screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);

describe('the Snooze Until calendar’s language', () => {
  it('when the page is in English, then the calendar’s day names are the picker’s English ones, Sunday first, as before', async () => {
    open();
    expect(await screen.findByRole('dialog', { name: 'Snooze Until' })).toBeTruthy();
    expect(weekdays()).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(screen.getByRole('button', { name: /^Today, / })).toBeTruthy();
  });

  it('when the page is in Hindi, then the calendar’s day names, its month and today’s button read in Hindi', async () => {
    await switchLanguage('hi');
    open();
    expect(await screen.findByRole('dialog', { name: 'कब तक स्नूज़ करें' })).toBeTruthy();
    await waitFor(() => expect(weekdays()[0]).toMatch(/^[\u0900-\u097F]+$/));
    for (const day of weekdays()) expect(day).toMatch(/^[\u0900-\u097F]+$/);
    expect(weekdays()).toHaveLength(7);
    expect(screen.getByRole('button', { name: /^आज, / })).toBeTruthy();
    expect(document.querySelector('.rdp-caption_label')?.textContent).toMatch(/^[\u0900-\u097F]+ \d{4}$/);
  });
});
