import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../testing/language.ts';
import { renderScreen } from '../testing/render.tsx';
import { TourOverlay } from './tour-overlay.tsx';
import { registerTour, tours } from './tour-store.ts';

// jsdom lays nothing out: the card scrolls its step's element into view, which jsdom does not have
Element.prototype.scrollIntoView ??= () => undefined;

registerTour('/tour-test', [
  { target: 'one', title: 'First', content: 'The first step.' },
  { target: 'two', title: 'Second', content: 'The last step.' },
]);
const Page = () => (
  <>
    <p data-tour="one">One</p>
    <p data-tour="two">Two</p>
    <TourOverlay />
  </>
);

afterEach(() => {
  act(() => tours.cancel());
});

describe('the tour card', () => {
  it('counts the steps and offers Next, Back and Finish, as before', async () => {
    renderScreen(<Page />, { path: '/tour-test' });
    act(() => void tours.start('/tour-test'));
    const card = await screen.findByRole('dialog', { name: 'First' });
    expect(within(card).getByText('Step 1 of 2')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Close tour' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('dialog', { name: 'Second' });
    expect(within(last).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(last).getByRole('button', { name: 'Finish' })).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await switchLanguage('hi');
    renderScreen(<Page />, { path: '/tour-test' });
    act(() => void tours.start('/tour-test'));
    const card = await screen.findByRole('dialog', { name: 'First' });
    expect(within(card).getByText('2 में से स्टेप 1')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'टूर बंद करें' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'आगे' }));
    const last = await screen.findByRole('dialog', { name: 'Second' });
    expect(within(last).getByRole('button', { name: 'पीछे' })).toBeTruthy();
    expect(within(last).getByRole('button', { name: 'पूरा करें' })).toBeTruthy();
  });
});
