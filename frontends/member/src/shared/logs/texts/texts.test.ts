// @vitest-environment node
// (reads the folder's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMPETITION_LEVEL_LABELS, MEAL_TYPE_LABELS } from '@trap/contracts';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { SHARED_LOGS_NS } from './texts.ts';
import en from './en.json';
import hi from './hi.json';

describeAppTexts('the member logs’ shared texts', { ns: SHARED_LOGS_NS, en, hi, srcDir: fileURLToPath(new URL('..', import.meta.url)) });

describe('the competition levels and the meals', () => {
  it('are contracts’ labels word for word in English, each with a Hindi text', () => {
    expect(en.competition.levels).toEqual(COMPETITION_LEVEL_LABELS);
    expect(en.nutrition.meals).toEqual(MEAL_TYPE_LABELS);
    for (const text of [...Object.values(hi.competition.levels), ...Object.values(hi.nutrition.meals)]) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
