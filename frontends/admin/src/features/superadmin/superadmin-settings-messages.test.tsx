import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type SiteSettings } from '@trap/contracts';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { SuperAdminSettings } from './superadmin-pages.tsx';

// the service's answers (site-settings.service): a refused field, then a save that lost the race
const LANGUAGE = "Choose the site's language: 'en' (English) or 'hi' (Hindi)";
const RACE = 'The settings were changed by someone else at the same time, please try again';
// contracts' brandColourProblem for #0000FF as the primary colour
const FAINT = 'Text on this colour reads at 4.2:1 in dark mode; at least 4.5:1 is needed. Try #0000FA (darker) or #1414FF (lighter).';
const answers: Response[] = [];
setupApiServer(
  mockRoute(settingsApi.getSiteSettings, DEFAULT_SETTINGS as SiteSettings),
  mockRoute(settingsApi.updateSiteSettings, () => answers.shift()!),
);
const open = () => renderScreen(<SuperAdminSettings />, { path: '/superadmin/settings', user: testUser({ role: 'superadmin' }) });

/** Saves twice: the first answer refuses the default language, the second the save (said in a toast). */
async function saveTwice(save: string, [languageMessage, raceMessage]: [string, string]) {
  answers.push(apiError(400, 'Validation failed', { fields: { 'general.defaultLanguage': LANGUAGE } }), apiError(409, RACE, { code: 'CONFLICT' }));
  open();
  await userEvent.click(await screen.findByRole('button', { name: save }));
  expect(await screen.findByText(languageMessage)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: save }));
  expect(await screen.findByText(raceMessage)).toBeTruthy();
}

/** Types a primary colour whose text reads too faintly in dark mode: contracts' check says so at once. */
async function typeFaintColour(label: string) {
  open();
  const primary = await screen.findByLabelText(label);
  await userEvent.clear(primary);
  await userEvent.type(primary, '#0000FF');
}

describe('the settings form’s server and contract messages', () => {
  it('in English: the field’s message and the refusal, as the server wrote them', async () => {
    await saveTwice('Save settings', [LANGUAGE, RACE]);
  });

  it('in English: a faint brand colour in the contract’s words', async () => {
    await typeFaintColour('Primary Color');
    expect(await screen.findByText(FAINT)).toBeTruthy();
  });

  it('in Hindi: both read in Hindi', async () => {
    await switchLanguage('hi');
    await saveTwice('सेटिंग्स सेव करें', ["साइट की भाषा चुनें: 'en' (English) या 'hi' (हिंदी)", 'उसी समय किसी और ने सेटिंग्स बदल दीं, कृपया फिर से कोशिश करें']);
    // (the English test's toast may still be up: the toaster's list outlives a test's screen)
    expect(screen.queryByText(LANGUAGE)).toBeNull();
  });

  it('in Hindi: a faint brand colour in Hindi', async () => {
    await switchLanguage('hi');
    await typeFaintColour('प्राइमरी रंग');
    expect(await screen.findByText('इस रंग पर टेक्स्ट का कंट्रास्ट डार्क मोड में 4.2:1 है; कम से कम 4.5:1 चाहिए। #0000FA (गहरा) या #1414FF (हल्का) आज़माएँ।')).toBeTruthy();
    expect(screen.queryByText(FAINT)).toBeNull();
  });
});
