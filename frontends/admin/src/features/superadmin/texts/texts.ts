import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The super-admin pages' texts: dashboard, users, audit log and settings (English here, Hindi a chunk of its own). */
export const SUPERADMIN_NS = 'adminSuperadmin';
export const useSuperadminT = featureTexts(SUPERADMIN_NS, en, () => import(/* webpackChunkName: "i18n-admin-superadmin-hi" */ './hi.json'));
