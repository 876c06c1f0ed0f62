import { tierFeature, tierIncludes, type TierFeatureId } from '@trap/contracts';
import { memberTier } from '../components/locked-feature.tsx';

/**
 * Whether the user's tier (as TierGate reads it) includes a paid feature. Its own module: the tier
 * rules come with zod, so the shell loads this only when a prefetched link leads to a tiered route.
 */
export const userHasFeature = (user: Parameters<typeof memberTier>[0], feature: TierFeatureId): boolean =>
  tierIncludes(memberTier(user), tierFeature(feature).tier);
