import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The announcement banner's editor (English here, Hindi a chunk of its own). */
export const BANNER_NS = 'adminBanner';
export const useBannerT = featureTexts(BANNER_NS, en, () => import(/* webpackChunkName: "i18n-admin-banner-hi" */ './hi.json'));
