import { featureTexts, formatDate, type Language, type TFunction } from '@trap/ui';
import type { AmaCardTexts } from '../../../shared/components/ama-card.tsx';
import en from './en.json';

/** /ama and a session's page: their texts (English here, Hindi a chunk of its own). */
export const AMA_NS = 'shellAma';
export const useAmaT = featureTexts(AMA_NS, en, () => import(/* webpackChunkName: "i18n-shell-ama-hi" */ './hi.json'));

type Kind = 'live' | 'upcoming' | 'past';
/** SPEC 2.9's label and action of a card per kind of session, in the page's language. */
export const KIND_TEXTS: Record<Kind, { labelKey: string; actionKey: string }> = {
  live: { labelKey: 'kind.live', actionKey: 'kind.liveAction' },
  upcoming: { labelKey: 'kind.upcoming', actionKey: 'kind.upcomingAction' },
  past: { labelKey: 'kind.past', actionKey: 'kind.pastAction' },
};

/** A card's words for a kind of session, with the page's `t` and language. */
export const cardTexts = (t: TFunction, language: Language, kind: Kind): AmaCardTexts => ({
  label: t(KIND_TEXTS[kind].labelKey),
  action: t(KIND_TEXTS[kind].actionKey),
  guest: t('guest'),
  expert: t('expert'),
  date: (value) => (value && formatDate(value, language)) || t('tbd'),
});
