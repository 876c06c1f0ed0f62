import { Link } from 'react-router';
import { isPaidTier, tierFeatureList, TIER_LABELS, TIER_PRICES_INR, TIERS } from '@trap/contracts';
import { Badge, Button, Card, PageHead, useAuth } from '@trap/ui';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Four tiers with the SPEC 9 prices (INR per year). */
export default function MembershipPage() {
  const { user } = useAuth();
  return (
    <div className="page">
      <PageHead title="Membership" description="Membership tiers: Range Pass (free), Shooter's Circle, Pro Lane and Elite Trigger." />
      <header className="page__header page__header--center">
        <p className="page__eyebrow">Membership</p>
        <h1>Choose your membership</h1>
        <p className="page__lead">Start free with Range Pass and upgrade whenever you are ready. Prices are per year, in Indian rupees.</p>
      </header>
      <div className="tiers">
        {TIERS.map((tier) => {
          const paid = isPaidTier(tier);
          const current = user?.membershipTier === tier;
          const to = user ? (paid ? `/checkout/${tier}` : '/profile') : `/auth?tab=register&tier=${tier}`;
          return (
            <Card key={tier} className={tier === 'pro_lane' ? 'tier tier--featured' : 'tier'}>
              {tier === 'pro_lane' ? <Badge tone="secondary">Most popular</Badge> : null}
              <h2 className="tier__name">{TIER_LABELS[tier]}</h2>
              <p className="tier__price">
                {paid ? (
                  <>
                    <strong>{inr.format(TIER_PRICES_INR[tier])}</strong> <span>per year</span>
                  </>
                ) : (
                  <strong>Free</strong>
                )}
              </p>
              <ul className="tier__features">
                {/* contracts' one table of what each tier unlocks (the services enforce it; the checkout lists it too) */}
                {tierFeatureList(tier).map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {current && user?.membershipStatus === 'pending_payment' ? (
                <>
                  <Badge tone="warning">Payment pending</Badge>
                  <Button asChild variant="outline" fullWidth>
                    <Link to={`/checkout/${tier}`}>Complete payment</Link>
                  </Button>
                </>
              ) : current &&
                (user?.membershipStatus === 'active' || user?.membershipStatus === 'trial' || user?.membershipStatus === 'cancelled') ? (
                <Badge tone="success">{user.membershipStatus === 'trial' ? 'Your current plan (trial)' : 'Your current plan'}</Badge>
              ) : (
                <Button asChild variant={tier === 'pro_lane' ? 'secondary' : 'primary'} fullWidth>
                  <Link to={to}>
                    {user
                      ? paid
                        ? `Get ${TIER_LABELS[tier]}`
                        : 'Go to dashboard'
                      : paid
                        ? `Join with ${TIER_LABELS[tier]}`
                        : 'Join for free'}
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
