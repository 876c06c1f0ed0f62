// @vitest-environment node
// (reads the folder's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GOAL_METRIC_LABELS } from '@trap/contracts';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { SHARED_TRAINING_NS } from './texts.ts';
import en from './en.json';
import hi from './hi.json';

describeAppTexts('the training goals’ texts', { ns: SHARED_TRAINING_NS, en, hi, srcDir: fileURLToPath(new URL('..', import.meta.url)) });

describe('the goal metrics', () => {
  it('are contracts’ labels word for word in English, each with a Hindi text', () => {
    expect(en.goals.metrics).toEqual(GOAL_METRIC_LABELS);
    for (const text of Object.values(hi.goals.metrics)) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});
