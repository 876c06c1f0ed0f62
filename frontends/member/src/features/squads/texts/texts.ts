import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The squad screens' texts (/squads, /squad-management, /squads/create; English here, Hindi a chunk of its own). */
export const SQUADS_NS = 'memberSquads';
export const useSquadsT = featureTexts(SQUADS_NS, en, () => import(/* webpackChunkName: "i18n-member-squads-hi" */ './hi.json'));
