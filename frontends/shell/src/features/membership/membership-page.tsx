import { Link } from 'react-router';
import { isPaidTier, TIER_LABELS, TIER_PRICES_INR, TIERS } from '@trap/contracts';
import { Badge, Button, Card, formatRupees, PageHead, tierFeatureTexts, useAuth, useTierFeatureT } from '@trap/ui';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

/** Four tiers with the SPEC 9 prices (INR per year). */
export default function MembershipPage() {
  const { user } = useAuth();
  const { t, language } = useShellPageT();
  const features = useTierFeatureT();
  return (
    <div className="page">
      <PageHead title="Membership" description="Membership tiers: Range Pass (free), Shooter's Circle, Pro Lane and Elite Trigger." />
      <header className="page__header page__header--center">
        <p className="page__eyebrow">{t('membership.eyebrow')}</p>
        <h1>{t('membership.title')}</h1>
        <p className="page__lead">{t('membership.lead')}</p>
      </header>
      <div className="tiers">
        {TIERS.map((tier) => {
          const paid = isPaidTier(tier);
          const current = user?.membershipTier === tier;
          const to = user ? (paid ? `/checkout/${tier}` : '/profile') : `/auth?tab=register&tier=${tier}`;
          return (
            <Card key={tier} className={tier === 'pro_lane' ? 'tier tier--featured' : 'tier'}>
              {tier === 'pro_lane' ? <Badge tone="secondary">{t('membership.mostPopular')}</Badge> : null}
              <h2 className="tier__name">{TIER_LABELS[tier]}</h2>
              <p className="tier__price">
                {paid ? (
                  <>
                    <strong>{formatRupees(TIER_PRICES_INR[tier], language)}</strong> <span>{t('membership.perYear')}</span>
                  </>
                ) : (
                  <strong>{t('membership.free')}</strong>
                )}
              </p>
              <ul className="tier__features">
                {/* contracts' one table of what each tier unlocks (the services enforce it; the checkout lists it too) */}
                {tierFeatureTexts(tier, features.t, language).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {current && user?.membershipStatus === 'pending_payment' ? (
                <>
                  <Badge tone="warning">{t('membership.paymentPending')}</Badge>
                  <Button asChild variant="outline" fullWidth>
                    <Link to={`/checkout/${tier}`}>{t('membership.completePayment')}</Link>
                  </Button>
                </>
              ) : current &&
                (user?.membershipStatus === 'active' || user?.membershipStatus === 'trial' || user?.membershipStatus === 'cancelled') ? (
                <Badge tone="success">{user.membershipStatus === 'trial' ? t('membership.currentTrial') : t('membership.current')}</Badge>
              ) : (
                <Button asChild variant={tier === 'pro_lane' ? 'secondary' : 'primary'} fullWidth>
                  <Link to={to}>
                    {user
                      ? paid
                        ? t('membership.get', { tier: TIER_LABELS[tier] })
                        : t('membership.dashboard')
                      : paid
                        ? t('membership.joinWith', { tier: TIER_LABELS[tier] })
                        : t('membership.joinFree')}
                  </Link>
                </Button>
              )}
            </Card>
          );
        })}
      </div>
    </div>
  );
}
