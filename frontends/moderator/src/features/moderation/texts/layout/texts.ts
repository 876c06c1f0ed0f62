import { featureTexts } from '@trap/ui';
import en from './en.json';

/**
 * The moderator layout's texts (its label, the screens' headings and links), a namespace of their own:
 * the layout loads with the remote's routes, so its few texts stay apart from the screens' (English
 * here, Hindi a chunk of its own).
 */
export const MODERATOR_LAYOUT_NS = 'moderatorLayout';
export const useModeratorLayoutT = featureTexts(MODERATOR_LAYOUT_NS, en, () =>
  import(/* webpackChunkName: "i18n-moderator-layout-hi" */ './hi.json'),
);
