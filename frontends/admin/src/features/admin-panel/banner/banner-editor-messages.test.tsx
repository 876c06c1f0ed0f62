import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, stubResizeObserver, switchLanguage } from '@trap/ui/testing/index.ts';
import { BannerEditor } from './banner-editor.tsx';
import { bannerSection, shownBanner } from './test-fixtures.ts';

// the service's answers: the contract's refusal of the message, then a save that lost the race (banner.service)
const LONG = 'Message must be at most 500 characters';
const RACE = 'The banner was changed by someone else at the same time, please try again';
const answers: Response[] = [];
setupApiServer(
  mockRoute(settingsApi.getBanner, shownBanner),
  mockRoute(settingsApi.updateBanner, () => answers.shift()!),
);
// the Show switch measures itself
stubResizeObserver();
const open = () => renderScreen(<BannerEditor />, bannerSection);

/** Saves twice: the first answer refuses the message, the second the save. */
async function saveTwice(save: string, [longMessage, raceMessage]: [string, string]) {
  answers.push(apiError(400, 'Validation failed', { fields: { message: LONG } }), apiError(409, RACE));
  open();
  await userEvent.click(await screen.findByRole('button', { name: save }));
  expect(await screen.findByText(longMessage)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: save }));
  expect((await screen.findByText(raceMessage)).getAttribute('role')).toBe('alert');
}

describe('the banner editor’s server messages', () => {
  it('in English: the field’s message and the refusal, as the server wrote them', async () => {
    await saveTwice('Save banner', [LONG, RACE]);
  });

  it('in Hindi: both read in Hindi', async () => {
    await switchLanguage('hi');
    await saveTwice('बैनर सेव करें', ['मैसेज ज़्यादा से ज़्यादा 500 कैरेक्टर का हो सकता है', 'उसी समय किसी और ने बैनर बदल दिया, कृपया फिर से कोशिश करें']);
    expect(screen.queryByText(RACE)).toBeNull();
  });
});
