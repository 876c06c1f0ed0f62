import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /skill-roadmap screen's texts (English here, Hindi a chunk of its own). */
export const SKILL_ROADMAP_NS = 'memberSkillRoadmap';
export const useSkillRoadmapT = featureTexts(
  SKILL_ROADMAP_NS,
  en,
  () => import(/* webpackChunkName: "i18n-member-skill-roadmap-hi" */ './hi.json'),
);
