import { TIER_FEATURES } from '@trap/contracts';
import { featureTexts, type Messages } from '@trap/ui/core';
import locked from './locales/en/locked.json';

/**
 * The locked feature's words (its title, the tier needed, the upgrade link, what each feature does): a
 * namespace of its own, registered by LockedFeature's module, so they come with the member screens that
 * show it and not in the start-up's common texts. The English descriptions are contracts' own
 * (TIER_FEATURES), not a copy; Hindi is a chunk of its own.
 */
export const LOCKED_NS = 'commonLocked';
export const lockedEnglish: Messages = {
  locked: { ...locked.locked, descriptions: Object.fromEntries(TIER_FEATURES.map((f) => [f.id, f.description])) },
};
export const useLockedT = featureTexts(LOCKED_NS, lockedEnglish, () => import(/* webpackChunkName: "i18n-common-locked-hi" */ './locales/hi/locked.json'));
