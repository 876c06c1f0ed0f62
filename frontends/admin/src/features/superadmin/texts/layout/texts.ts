import { featureTexts } from '@trap/ui';
import en from './en.json';

/**
 * The super-admin layout's texts, a namespace of their own: the layout loads with the remote's routes,
 * so its few texts stay apart from the pages' (English here, Hindi a chunk of its own).
 */
export const SUPERADMIN_LAYOUT_NS = 'adminSuperadminLayout';
export const useSuperadminLayoutT = featureTexts(SUPERADMIN_LAYOUT_NS, en, () =>
  import(/* webpackChunkName: "i18n-admin-superadmin-layout-hi" */ './hi.json'),
);
