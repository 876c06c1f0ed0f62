// @vitest-environment node
// (reads @trap/ui's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RANGE_PASS_STATS_DAYS, TIER_FEATURES } from '@trap/contracts';
import { describeAppTexts } from '../testing/app-texts-suite.ts';
import { checkTranslations, usedKeys } from './check-translations.ts';
import { DIALOGS_NS } from './dialog-texts.ts';
import { lockedEnglish } from './locked-texts.ts';
import dialogsEn from './locales/en/dialogs.json';
import dialogsHi from './locales/hi/dialogs.json';
import lockedHi from './locales/hi/locked.json';
import reportEn from './locales/en/report.json';
import reportHi from './locales/hi/report.json';
import { REPORT_NS } from './report-texts.ts';
import { PASSWORD_RULES_NS } from './password-rules-texts.ts';
import { TIER_FEATURES_NS } from './tier-features.ts';
import passwordRulesEn from './locales/en/password-rules.json';
import passwordRulesHi from './locales/hi/password-rules.json';
import tierFeaturesEn from './locales/en/tier-features.json';
import tierFeaturesHi from './locales/hi/tier-features.json';

const SRC = fileURLToPath(new URL('..', import.meta.url));

describeAppTexts('the dialogs’ and the tour card’s texts (commonDialogs)', {
  ns: DIALOGS_NS,
  en: dialogsEn,
  hi: dialogsHi,
  srcDir: SRC,
  keys: (key) => /^(dialogs|tour)\./.test(key),
});

describeAppTexts('the Report button’s and form’s texts (commonReport)', {
  ns: REPORT_NS,
  en: reportEn,
  hi: reportHi,
  srcDir: SRC,
  keys: (key) => key.startsWith('report.'),
});

describeAppTexts('the password rules’ texts (commonPasswordRules)', {
  ns: PASSWORD_RULES_NS,
  en: passwordRulesEn,
  hi: passwordRulesHi,
  srcDir: SRC,
  keys: (key) => key.startsWith('passwordRules.'),
});

describeAppTexts('the tier features’ texts (commonTierFeatures)', {
  ns: TIER_FEATURES_NS,
  en: tierFeaturesEn,
  hi: tierFeaturesHi,
  srcDir: SRC,
  keys: (key) => key.startsWith('tierFeatures.'),
});

describe('the locked feature’s texts (commonLocked)', () => {
  it('has every key in both languages and a text for every key the locked feature names', () => {
    const used = new Set([...usedKeys([SRC])].filter((key) => key.startsWith('locked.')));
    const problems = checkTranslations(lockedEnglish, lockedHi, used);
    expect(problems.missingInHindi).toEqual([]);
    expect(problems.missingInEnglish).toEqual([]);
    expect(problems.usedButMissing).toEqual([]);
    // the descriptions are read by the feature's id (locked.descriptions.<id>)
    expect(problems.unused.filter((key) => !key.startsWith('locked.descriptions.'))).toEqual([]);
  });

  it('describes every tier feature: contracts’ words in English, a Hindi text for each', () => {
    const { descriptions } = (lockedEnglish.locked as { descriptions: Record<string, string> });
    for (const f of TIER_FEATURES) {
      expect(descriptions[f.id]).toBe(f.description);
      expect(lockedHi.locked.descriptions[f.id as keyof typeof lockedHi.locked.descriptions], f.id).toMatch(/[\u0900-\u097F]/);
    }
    expect(Object.keys(lockedHi.locked.descriptions)).toHaveLength(TIER_FEATURES.length);
    expect(lockedHi.locked.descriptions.practice_logging).toContain(String(RANGE_PASS_STATS_DAYS));
  });
});
