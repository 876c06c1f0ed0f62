import { Link, useParams } from 'react-router';
import { TIER_LABELS, TIER_PRICES_INR, tierSchema } from '@trap/contracts';
import { Badge, Button, Card, Container } from '@trap/ui';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** /checkout/{tier}: the purchase flow (payment provider, promo codes) comes with the payments issue. */
export default function CheckoutPage() {
  const { tierName } = useParams();
  const parsed = tierSchema.safeParse(tierName);
  return (
    <Container>
      <div className="ui-placeholder">
        <Badge tone="secondary">Checkout · coming soon</Badge>
        <h1 className="ui-placeholder__title">Checkout</h1>
        {parsed.success ? (
          <Card>
            <h2 style={{ fontSize: '1.2rem' }}>{TIER_LABELS[parsed.data]}</h2>
            <p style={{ fontSize: '1.6rem', fontWeight: 700 }}>
              {TIER_PRICES_INR[parsed.data] === 0 ? 'Free' : `${inr.format(TIER_PRICES_INR[parsed.data])} per year`}
            </p>
            <p className="ui-placeholder__lead">
              Payment for this membership will be taken here: order summary, promo code, and payment through Razorpay (or the built-in test
              gateway locally).
            </p>
          </Card>
        ) : (
          <p className="ui-placeholder__lead">Unknown membership tier “{tierName}”.</p>
        )}
        <p style={{ marginTop: '1.5rem' }}>
          <Button asChild variant="outline">
            <Link to="/membership">Back to membership options</Link>
          </Button>
        </p>
      </div>
    </Container>
  );
}
