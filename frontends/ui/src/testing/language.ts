/**
 * The page's language in component tests. The workers share one page (isolate is off), so whatever
 * switches it puts it back in English after the test, for the next test to start in English.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, onTestFinished } from 'vitest';
import type { Language } from '@trap/contracts/language';
import { changeLanguage } from '../i18n/i18n.ts';

// inside act: a screen may be mounted, its readers re-render
const show = (language: Language): Promise<void> => act(() => changeLanguage(language, { remember: false }));

/** In a describe block (or at a file's top): each of its tests is shown in `language`, English again after it. */
export function inLanguage(language: Language): void {
  beforeEach(() => show(language));
  afterEach(() => show('en'));
}

/** Within a test: the page in `language` from here on (e.g. a screen read first in English, then in Hindi), English again after the test. */
export async function switchLanguage(language: Language): Promise<void> {
  await show(language);
  if (language !== 'en') onTestFinished(() => show('en'));
}
