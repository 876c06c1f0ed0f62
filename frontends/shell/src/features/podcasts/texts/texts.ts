import { featureTexts, type TFunction } from '@trap/ui';
import type { PodcastPlayerLabels } from '../../../shared/components/podcast-player.tsx';
import en from './en.json';

/** /podcasts and an episode's page: their texts (English here, Hindi a chunk of its own). */
export const PODCASTS_NS = 'shellPodcasts';
export const usePodcastsT = featureTexts(PODCASTS_NS, en, () => import(/* webpackChunkName: "i18n-shell-podcasts-hi" */ './hi.json'));

/** The player's words with the page's `t`. */
export const playerLabels = (t: TFunction): PodcastPlayerLabels => ({
  player: (title) => t('player.player', { title }),
  play: t('player.play'),
  pause: t('player.pause'),
  restart: t('player.restart'),
  seek: t('player.seek'),
  position: (elapsed, total) => t('player.position', { elapsed, total }),
});
