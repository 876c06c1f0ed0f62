import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /podcasts and an episode's page: their texts (English here, Hindi a chunk of its own). */
export const PODCASTS_NS = 'shellPodcasts';
export const usePodcastsT = featureTexts(PODCASTS_NS, en, () => import(/* webpackChunkName: "i18n-shell-podcasts-hi" */ './hi.json'));
