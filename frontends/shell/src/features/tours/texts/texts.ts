import { featureTexts } from '@trap/ui';
import en from './en.json';

/**
 * The Help menu's and the member guide's texts (English here, Hindi a chunk of its own). The menu loads
 * on first use and the guide is a route of its own, so these stay out of the start-up JavaScript; the
 * header's Help button (help-menu.tsx, in the start-up) must not import this module.
 */
export const TOURS_NS = 'shellTours';
export const useToursT = featureTexts(TOURS_NS, en, () => import(/* webpackChunkName: "i18n-shell-tours-hi" */ './hi.json'));
