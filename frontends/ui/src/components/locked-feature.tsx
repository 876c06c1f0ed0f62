import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  checkoutPath,
  effectiveTier,
  ERROR_CODES,
  featuresAddedBy,
  tierFeature,
  tierIncludes,
  tierSchema,
  TIER_LABELS,
  type CurrentUser,
  type Tier,
  type TierFeatureId,
} from '@trap/contracts';
// The shared copy (federation singleton): one session, one ApiError class for instanceof.
import { ApiError, Badge, Button, Card, useAuth } from '@trap/ui/core';
import { useLockedT } from '../i18n/locked-texts.ts';
import { tierFeatureLabel, useTierFeatureT } from '../i18n/tier-features.ts';

const DAY_MS = 86_400_000;

/** The tier a signed-in member may use now (the services decide; this only chooses what the screen shows). */
export function memberTier(user: Pick<CurrentUser, 'membershipTier' | 'membershipStatus' | 'daysRemaining'> | null | undefined): Tier {
  if (!user) return 'range_pass';
  const end = user.daysRemaining == null ? null : Date.now() + user.daysRemaining * DAY_MS;
  return effectiveTier({ membershipTier: user.membershipTier, membershipStatus: user.membershipStatus, membershipEndDate: end });
}

export function useMemberTier(): Tier {
  return memberTier(useAuth().user);
}

/** The tier a call needs when the API refused it for the member's tier (403 TIER_REQUIRED), else undefined. */
export function tierRequiredOf(err: unknown): Tier | undefined {
  if (!(err instanceof ApiError) || err.status !== 403 || err.code !== ERROR_CODES.tierRequired) return undefined;
  const tier = tierSchema.safeParse((err.body as { requiredTier?: unknown } | undefined)?.requiredTier);
  return tier.success ? tier.data : 'shooters_circle';
}

export interface LockedFeatureProps {
  /** the feature of contracts' tier table (its name and what it does) */
  feature?: TierFeatureId;
  /** the tier needed, when only that is known (an API answer) */
  tier?: Tier;
  /** a smaller card inside a page section */
  compact?: boolean;
  /** its title's heading level, the next below the heading it sits under (h3 when compact, else h2) */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A feature the member's tier does not include: what it does, the tier that has it and an upgrade
 * link to /checkout/{tier} (DECISIONS: never a blank or an error).
 */
export function LockedFeature({ feature, tier, compact = false, headingLevel, className }: LockedFeatureProps) {
  const { t, language } = useLockedT();
  const { t: featureT } = useTierFeatureT();
  const f = feature ? tierFeature(feature) : undefined;
  const needed: Tier = tier ?? f?.tier ?? 'shooters_circle';
  // tier names stay in English in both languages
  const label = TIER_LABELS[needed];
  const title = f ? tierFeatureLabel(f, featureT, language) : t('locked.tierFeatures', { tier: label });
  const Heading = `h${headingLevel ?? (compact ? 3 : 2)}` as const;
  return (
    <Card
      className={['ui-locked', compact ? 'ui-locked--compact' : '', className ?? ''].join(' ').trim()}
      role="region"
      aria-label={t('locked.region', { title })}
    >
      <div className="ui-locked__head">
        <svg className="ui-locked__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 5a3 3 0 0 1 6 0v3H9V7Z"
          />
        </svg>
        <Heading className="ui-locked__title">{title}</Heading>
        <Badge tone="secondary">{label}</Badge>
      </div>
      {f ? (
        <p className="ui-locked__text">{t(`locked.descriptions.${f.id}`)}</p>
      ) : (
        <ul className="ui-locked__list">
          {featuresAddedBy(needed).map((x) => (
            <li key={x.id}>{tierFeatureLabel(x, featureT, language)}</li>
          ))}
        </ul>
      )}
      <p className="ui-locked__note">{t('locked.included', { tier: label })}</p>
      <div className="ui-locked__actions">
        <Button asChild size={compact ? 'sm' : 'md'}>
          <Link to={checkoutPath(needed)}>{t('locked.upgrade', { tier: label })}</Link>
        </Button>
        <Button asChild variant="link" size={compact ? 'sm' : 'md'}>
          <Link to="/membership">{t('locked.compare')}</Link>
        </Button>
      </div>
    </Card>
  );
}

/** Shows its children to a member whose tier includes the feature, the locked feature to anyone else. */
export function TierGate({ feature, compact, children }: { feature: TierFeatureId; compact?: boolean; children: ReactNode }) {
  const tier = useMemberTier();
  if (tierIncludes(tier, tierFeature(feature).tier)) return <>{children}</>;
  return <LockedFeature feature={feature} compact={compact} />;
}
