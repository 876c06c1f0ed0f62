import { featuresAddedBy, RANGE_PASS_STATS_DAYS, TIER_LABELS, TIERS, tierFeatureList, type Tier, type TierFeature } from '@trap/contracts';
import { featureTexts, type Language, type TFunction } from '@trap/ui/core';
import en from './locales/en/tier-features.json';

/**
 * The tier features' Hindi lines: a namespace of their own (English is contracts' labels), registered with
 * the screens that list them (/membership, checkout, the locked feature), not in the start-up's common texts.
 */
export const TIER_FEATURES_NS = 'commonTierFeatures';
export const useTierFeatureT = featureTexts(TIER_FEATURES_NS, en, () => import(/* webpackChunkName: "i18n-common-tier-features-hi" */ './locales/hi/tier-features.json'));

/** Each tier feature's label as a text of that namespace; English is contracts' label. */
const FEATURE_TEXTS: Record<string, { labelKey: string }> = {
  public_site: { labelKey: 'tierFeatures.public_site' },
  forum: { labelKey: 'tierFeatures.forum' },
  friends: { labelKey: 'tierFeatures.friends' },
  events: { labelKey: 'tierFeatures.events' },
  practice_logging: { labelKey: 'tierFeatures.practice_logging' },
  journal: { labelKey: 'tierFeatures.journal' },
  full_stats: { labelKey: 'tierFeatures.full_stats' },
  technique_insights: { labelKey: 'tierFeatures.technique_insights' },
  training_progress: { labelKey: 'tierFeatures.training_progress' },
  skill_roadmap: { labelKey: 'tierFeatures.skill_roadmap' },
  challenges: { labelKey: 'tierFeatures.challenges' },
  squads: { labelKey: 'tierFeatures.squads' },
  equipment: { labelKey: 'tierFeatures.equipment' },
  licence_vault: { labelKey: 'tierFeatures.licence_vault' },
  ai_coach: { labelKey: 'tierFeatures.ai_coach' },
  weather: { labelKey: 'tierFeatures.weather' },
  shot_patterns: { labelKey: 'tierFeatures.shot_patterns' },
  coach_sharing: { labelKey: 'tierFeatures.coach_sharing' },
  premium_content: { labelKey: 'tierFeatures.premium_content' },
  match_day: { labelKey: 'tierFeatures.match_day' },
  pathway: { labelKey: 'tierFeatures.pathway' },
  early_ama: { labelKey: 'tierFeatures.early_ama' },
};

/** A tier feature's label in the page's language: contracts' label in English, the namespace's text in Hindi. */
export function tierFeatureLabel(f: Pick<TierFeature, 'id' | 'label'>, t: TFunction, language: Language): string {
  const text = FEATURE_TEXTS[f.id];
  return language === 'en' || !text ? f.label : t(text.labelKey, { days: RANGE_PASS_STATS_DAYS });
}

/**
 * What a tier lists (on /membership and at checkout) in the page's language: contracts' `tierFeatureList`
 * in English, the same lines from the namespace in Hindi (a feature with no text keeps its label).
 * Pass `useTierFeatureT()`'s `t`.
 */
export function tierFeatureTexts(tier: Tier, t: TFunction, language: Language): string[] {
  if (language === 'en') return tierFeatureList(tier);
  const below = TIERS[TIERS.indexOf(tier) - 1];
  return [
    ...(below ? [t('tierFeatures.everythingIn', { tier: TIER_LABELS[below] })] : []),
    ...featuresAddedBy(tier).map((f) => tierFeatureLabel(f, t, language)),
  ];
}
