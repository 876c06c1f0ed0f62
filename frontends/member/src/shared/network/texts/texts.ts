import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The member network's own texts (the rows and toasts /friends, /coach-finder and the squads' invite list share). */
export const NETWORK_NS = 'memberNetwork';
export const useNetworkT = featureTexts(NETWORK_NS, en, () => import(/* webpackChunkName: "i18n-member-network-hi" */ './hi.json'));
