import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The arms-licence warning's texts (/equipment and /profile show it). */
export const SHARED_LICENCE_NS = 'memberSharedLicence';
export const useSharedLicenceT = featureTexts(SHARED_LICENCE_NS, en, () => import(/* webpackChunkName: "i18n-member-shared-licence-hi" */ './hi.json'));
