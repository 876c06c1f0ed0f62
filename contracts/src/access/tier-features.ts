import { TIERS, TIER_LABELS, type MembershipStatus, type Tier } from './tiers.ts';

/**
 * What each tier unlocks (DECISIONS "What each tier unlocks"), stated once: /membership and the
 * checkout list it, route declarations name the tier a feature needs (`tier` on ApiRoute, checked
 * by the kit) and member screens show a locked feature with its text and an upgrade link.
 * A tier includes everything of the tiers below it.
 */
export interface TierFeature {
  /** stable id (route declarations and screens name it) */
  id: string;
  /** the lowest tier that has it */
  tier: Tier;
  /** short name, as listed on /membership */
  label: string;
  /** what it does, shown on a locked feature */
  description: string;
}

/** Range Pass sees the stats of this many days back (DECISIONS: Range Pass: stats of the last 90 days). */
export const RANGE_PASS_STATS_DAYS = 90;

export const TIER_FEATURES = [
  // Range Pass (free)
  {
    id: 'public_site',
    tier: 'range_pass',
    label: 'The public site',
    description: 'Podcasts, AMAs, the blog, shooter profiles and the directory of ranges across India.',
  },
  { id: 'forum', tier: 'range_pass', label: 'Forum', description: 'Ask, answer and discuss with trap shooters across India.' },
  { id: 'friends', tier: 'range_pass', label: 'Friends', description: 'Find shooters, follow them and connect with friends.' },
  { id: 'events', tier: 'range_pass', label: 'Events', description: 'The events calendar and club events.' },
  {
    id: 'practice_logging',
    tier: 'range_pass',
    label: `Practice logging with stats of the last ${RANGE_PASS_STATS_DAYS} days`,
    description: `Log every round target by target and see your stats of the last ${RANGE_PASS_STATS_DAYS} days.`,
  },
  { id: 'journal', tier: 'range_pass', label: 'Shooting journal', description: 'Keep a private journal of your shooting.' },
  // Shooter's Circle
  {
    id: 'full_stats',
    tier: 'shooters_circle',
    label: 'Full stats history and CSV export',
    description: 'Every session you ever logged in your stats, and your stats as a CSV file.',
  },
  {
    id: 'technique_insights',
    tier: 'shooters_circle',
    label: 'Technique insights',
    description: 'What your rounds say about your technique: strengths, weaknesses and what to work on.',
  },
  {
    id: 'training_progress',
    tier: 'shooters_circle',
    label: 'Training progress',
    description: 'Goals, score trends and performance charts over time.',
  },
  {
    id: 'skill_roadmap',
    tier: 'shooters_circle',
    label: 'Skill roadmap',
    description: 'Skills by category, your level in each and what comes next.',
  },
  {
    id: 'challenges',
    tier: 'shooters_circle',
    label: 'Challenges and achievements',
    description: 'Take on challenges, earn XP and unlock achievements.',
  },
  {
    id: 'squads',
    tier: 'shooters_circle',
    label: 'Squads and group sessions',
    description: 'Form squads, invite shooters and plan group sessions together.',
  },
  {
    id: 'equipment',
    tier: 'shooters_circle',
    label: 'Equipment',
    description: 'Your guns and gear with maintenance records, usage and reminders.',
  },
  {
    id: 'licence_vault',
    tier: 'shooters_circle',
    label: 'Licence vault and cartridge ledger',
    description: 'Your arms licence with expiry reminders, and every cartridge bought and fired.',
  },
  // Pro Lane
  {
    id: 'ai_coach',
    tier: 'pro_lane',
    label: 'AI coach',
    description: 'Feedback on your sessions, trend analysis and equipment tips from your own data.',
  },
  { id: 'weather', tier: 'pro_lane', label: 'Weather analysis', description: 'How wind, temperature, light and rain change your scores.' },
  {
    id: 'shot_patterns',
    tier: 'pro_lane',
    label: 'Shot patterns and miss maps',
    description: 'Where your hits and misses fall, station by station.',
  },
  {
    id: 'coach_sharing',
    tier: 'pro_lane',
    label: 'Sharing with a coach',
    description: 'Let your coach see your sessions, stats and journal.',
  },
  {
    id: 'premium_content',
    tier: 'pro_lane',
    label: 'Premium content',
    description: 'AMA transcripts, premium podcasts and premium posts.',
  },
  // Elite Trigger
  {
    id: 'match_day',
    tier: 'elite_trigger',
    label: 'Organising shoots (match day)',
    description: 'Propose club events and run shoots for them: squads, scorecards and a live leaderboard.',
  },
  {
    id: 'pathway',
    tier: 'elite_trigger',
    label: "The NRAI pathway's selection view",
    description: 'Where you stand against the selection rules of the NRAI pathway.',
  },
  {
    id: 'early_ama',
    tier: 'elite_trigger',
    label: 'Early AMA access',
    description: 'Ask your questions as soon as an AMA is announced, so they are in the queue before it goes live.',
  },
] as const satisfies readonly TierFeature[];

export type TierFeatureId = (typeof TIER_FEATURES)[number]['id'];

const byId = new Map<string, TierFeature>(TIER_FEATURES.map((f) => [f.id, f]));
export const tierFeature = (id: TierFeatureId): TierFeature => byId.get(id)!;

/** The features a tier adds to the tier below it (what /membership lists under each tier). */
export const featuresAddedBy = (tier: Tier): TierFeature[] => TIER_FEATURES.filter((f) => f.tier === tier);

export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);
/** What a tier lists (on /membership and at checkout): everything of the tier below, then what it adds. */
export const tierFeatureList = (tier: Tier): string[] => {
  const below = TIERS[tierRank(tier) - 1];
  return [...(below ? [`Everything in ${TIER_LABELS[below]}`] : []), ...featuresAddedBy(tier).map((f) => f.label)];
};
/** Whether `have` includes what `need` unlocks. */
export const tierIncludes = (have: Tier, need: Tier): boolean => tierRank(have) >= tierRank(need);

/** What a member's membership gives today. */
export interface MembershipTerms {
  membershipTier: Tier;
  membershipStatus: MembershipStatus;
  /** ISO date or epoch ms; null: no end */
  membershipEndDate?: string | number | Date | null;
}

/**
 * The tier a member may use now: `active` and `trial` count as their tier until the end date,
 * `cancelled` keeps the tier until the end date, `pending_payment` and `expired` count as Range Pass.
 */
export function effectiveTier(m: MembershipTerms, now: Date = new Date()): Tier {
  const end = m.membershipEndDate == null ? null : new Date(m.membershipEndDate).getTime();
  const ended = end != null && Number.isFinite(end) && end <= now.getTime();
  switch (m.membershipStatus) {
    case 'active':
    case 'trial':
      return ended ? 'range_pass' : m.membershipTier;
    case 'cancelled':
      return end != null && !ended ? m.membershipTier : 'range_pass';
    default:
      return 'range_pass';
  }
}

/** The error code and body detail of a call refused for the caller's tier (403). */
export const TIER_REQUIRED = 'TIER_REQUIRED';
export const tierRequiredMessage = (tier: Tier): string => `This needs ${TIER_LABELS[tier]} membership or higher`;
/** `/checkout/{tier}`: where an upgrade link goes. */
export const checkoutPath = (tier: Tier): string => `/checkout/${tier}`;

