// @vitest-environment node
// (reads the feature's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { CONSENT_BANNER_NS } from './banner-texts.ts';
import { CONSENT_NS } from './texts.ts';
import bannerEn from './banner-en.json';
import bannerHi from './banner-hi.json';
import en from './en.json';
import hi from './hi.json';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
// the banner's keys (banner.*) are its own namespace's
const ofBanner = (key: string) => key.startsWith('banner.');

describeAppTexts('the cookie preferences’ texts', { ns: CONSENT_NS, en, hi, srcDir, keys: (key) => !ofBanner(key) });
describeAppTexts('the cookie banner’s texts', { ns: CONSENT_BANNER_NS, en: bannerEn, hi: bannerHi, srcDir, keys: ofBanner });
