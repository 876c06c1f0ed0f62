import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /equipment screen's texts, all four tabs (English here, Hindi a chunk of its own). */
export const EQUIPMENT_NS = 'memberEquipment';
export const useEquipmentT = featureTexts(EQUIPMENT_NS, en, () => import(/* webpackChunkName: "i18n-member-equipment-hi" */ './hi.json'));
