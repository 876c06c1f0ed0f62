import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND, DEFAULT_TITLE } from '@trap/contracts/settings/site-defaults';
import { checkTranslations, usedKeys } from './check-translations.ts';
import en from './locales/en/common.json';
import hi from './locales/hi/common.json';
import reportEn from './locales/en/report.json';
import reportHi from './locales/hi/report.json';
import tierFeaturesHi from './locales/hi/tier-features.json';

const OWN_NAMESPACE_KEYS = /^(dialogs|tour|locked|report|tierFeatures|passwordRules)\./;

describe('@trap/ui’s own texts (common)', () => {
  it('has every key in both languages, a text for every key used, and no unused key', () => {
    const used = usedKeys([
      fileURLToPath(new URL('.', import.meta.url)),
      fileURLToPath(new URL('../components', import.meta.url)),
      fileURLToPath(new URL('../head', import.meta.url)),
      fileURLToPath(new URL('../auth', import.meta.url)),
      fileURLToPath(new URL('../errors', import.meta.url)),
    ]);
    // the dialogs', the locked feature's, the report's, the tier features' and the password rules' keys are their own namespaces' (component-texts.test.ts)
    const problems = checkTranslations(en, hi, new Set([...used].filter((key) => !OWN_NAMESPACE_KEYS.test(key))));
    // head.*: the site's default title and description in Hindi; their English is contracts' (DEFAULT_TITLE, the
    // default siteDescription), which PageHead reads directly, so the start-up JavaScript carries it once
    const headKeys = ['head.defaultTitle', 'head.defaultDescription'];
    expect(problems).toEqual({ missingInHindi: [], missingInEnglish: headKeys, usedButMissing: headKeys, unused: [] });
  });

  it('has the default head in Hindi with the same site name placeholder as contracts’ English title', () => {
    expect(DEFAULT_TITLE.endsWith(`| ${BRAND}`)).toBe(true);
    expect(hi.head.defaultTitle).toMatch(/^[^|]*[\u0900-\u097F][^|]*\|[^|]+\| \{\{siteName\}\}$/);
    expect(hi.head.defaultDescription).toMatch(/[\u0900-\u097F]/);
  });

  it('finds a key missing in Hindi, a key named in code but in no file, and a key nobody uses', () => {
    const problems = checkTranslations({ a: { b: 'B', c: 'C' } }, { a: { b: 'बी' } }, new Set(['a.b', 'a.x']));
    expect(problems).toEqual({ missingInHindi: ['a.c'], missingInEnglish: [], usedButMissing: ['a.x'], unused: ['a.c'] });
  });
});

describe('the Report form’s words', () => {
  it('are contracts’ reasons, item labels and nouns word for word in English, each with a Hindi text', async () => {
    const { REPORT_REASON_LABELS, REPORT_TARGET_LABELS, REPORT_TARGET_NOUNS } = await import('@trap/contracts');
    expect(reportEn.report.reasons).toEqual(REPORT_REASON_LABELS);
    expect(reportEn.report.targets).toEqual(REPORT_TARGET_LABELS);
    expect(reportEn.report.nouns).toEqual(REPORT_TARGET_NOUNS);
    for (const group of [reportHi.report.reasons, reportHi.report.targets, reportHi.report.nouns])
      for (const text of Object.values(group)) expect(text, 'a Hindi text').toMatch(/[\u0900-\u097F]/);
  });
});

describe('the tier features in the page’s language', () => {
  it('lists in English exactly what contracts list, and in Hindi the same number of lines from the common texts', async () => {
    const { TIERS, tierFeatureList } = await import('@trap/contracts');
    const { tierFeatureTexts } = await import('./tier-features.ts');
    const lookup = (key: string, options?: Record<string, unknown>) => {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tierFeaturesHi) as string;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name]));
    };
    for (const tier of TIERS) {
      expect(tierFeatureTexts(tier, () => 'unused', 'en')).toEqual(tierFeatureList(tier));
      const hindi = tierFeatureTexts(tier, lookup, 'hi');
      expect(hindi).toHaveLength(tierFeatureList(tier).length);
      for (const line of hindi) expect(line, 'a Hindi line').toMatch(/[\u0900-\u097F]|^(AI|NRAI)/);
    }
    expect(tierFeatureTexts('range_pass', lookup, 'hi')).toContain('प्रैक्टिस लॉगिंग, पिछले 90 दिनों के स्टैट्स के साथ');
  });
});
