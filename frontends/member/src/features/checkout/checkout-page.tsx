import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_MESSAGES,
  TIER_LABELS,
  TIER_PRICES_PAISE,
  formatPaise,
  isPaidTier,
  tierFeatureList,
  tierSchema,
  type Tier,
} from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  Container,
  FormField,
  Input,
  Spinner,
  USER_QUERY_KEY,
  errorMessage,
  focusOnArrival,
} from '@trap/ui';
import {
  cancelOrder,
  createOrder,
  invoiceUrl,
  orderQuery,
  payOnTestGateway,
  quoteQuery,
  quoteWithPromo,
  sendCallback,
  type Quote,
  type CheckoutStart,
  type Order,
} from './checkout-api.ts';
import { openRazorpayCheckout } from '../../shared/payments/razorpay-checkout.ts';
import './checkout.css';

const istDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * /checkout/{tier}: the price with its GST part, Pay, the gateway (the built-in test
 * gateway's page, or Razorpay Checkout when configured), then the receipt (?order=) with the invoice.
 * ?pay=<order> shows the test gateway's page.
 */
export default function CheckoutPage() {
  const { tierName } = useParams();
  const [params] = useSearchParams();
  const parsed = tierSchema.safeParse(tierName);
  const payId = params.get('pay');
  const orderId = params.get('order');
  return (
    <Container>
      <div className="co-page">
        <p className="co-back">
          <Link to="/membership">Back to membership options</Link>
        </p>
        {!parsed.success ? (
          <Card className="co-card" role="alert">
            <h1 className="co-title">Checkout</h1>
            <p>Unknown membership tier “{tierName}”.</p>
          </Card>
        ) : !isPaidTier(parsed.data) ? (
          <Card className="co-card">
            <h1 className="co-title">Range Pass</h1>
            <p>{PAYMENT_MESSAGES.freeTier}.</p>
            <Button asChild variant="outline">
              <Link to="/profile">Go to your dashboard</Link>
            </Button>
          </Card>
        ) : orderId ? (
          <Receipt tier={parsed.data} orderId={orderId} />
        ) : payId ? (
          <TestGatewayPage tier={parsed.data} orderId={payId} />
        ) : (
          <Summary tier={parsed.data} />
        )}
      </div>
    </Container>
  );
}

function PriceLines({
  total,
  tax,
  taxable,
  rate,
  base,
  discount,
  code,
}: {
  total: number;
  tax: number;
  taxable: number;
  rate: number;
  base?: number;
  discount?: number;
  code?: string | null;
}) {
  return (
    <dl className="co-lines">
      {discount ? (
        <>
          <div>
            <dt>Price</dt>
            <dd>{formatPaise(base ?? total + discount)}</dd>
          </div>
          <div className="co-lines__discount">
            <dt>Promo code {code}</dt>
            <dd data-testid="checkout-discount">−{formatPaise(discount)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>Taxable value</dt>
        <dd>{formatPaise(taxable)}</dd>
      </div>
      <div>
        <dt>GST @ {rate}%</dt>
        <dd>{formatPaise(tax)}</dd>
      </div>
      <div className="co-lines__total">
        <dt>Total (GST inclusive)</dt>
        <dd data-testid="checkout-total">{formatPaise(total)}</dd>
      </div>
    </dl>
  );
}

function Summary({ tier }: { tier: Tier }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuery(quoteQuery(tier));
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [promoQuote, setPromoQuote] = useState<Quote | null>(null);
  // "Renew automatically": as the member's live paid term has it (the quote says), so off for a new buyer (SPEC 9)
  const [renewChoice, setRenewChoice] = useState<boolean | null>(null);
  const renews = renewChoice ?? quote.data?.autoRenew ?? false;
  const applyPromo = useMutation({
    mutationFn: (promoCode: string) => quoteWithPromo(tier, promoCode),
    onSuccess: (q) => (setPromoQuote(q), setPromoError(null)),
    onError: (err) => {
      setPromoQuote(null);
      setPromoError(
        (err instanceof ApiError && err.fields?.promoCode) || errorMessage(err, 'Could not check this code. Please try again.'),
      );
    },
  });
  const pay = useMutation({
    mutationFn: () => createOrder(tier, promoQuote?.promo?.code, renews),
    onSuccess: async (start: CheckoutStart) => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      if (start.checkout.provider === 'test') {
        navigate(`/checkout/${tier}?pay=${start.order.id}`);
        return;
      }
      try {
        const outcome = await openRazorpayCheckout(start.checkout);
        if (outcome.kind === 'paid') await sendCallback(outcome.callback);
        else await cancelOrder(start.order.id, outcome.kind === 'failed' ? 'failed' : 'cancelled');
        navigate(`/checkout/${tier}?order=${start.order.id}`, { replace: true });
      } catch (err) {
        setError(errorMessage(err, PAYMENT_MESSAGES.unavailable));
      }
    },
    onError: (err) => {
      // the code ran out (or expired) between the quote and Pay: say so under the field, with the full price back
      if (err instanceof ApiError && err.fields?.promoCode) {
        setPromoQuote(null);
        setPromoError(err.fields.promoCode);
        return;
      }
      setError(errorMessage(err, 'Could not start the payment. Please try again.'));
    },
  });

  if (quote.isPending) return <Spinner block label="Loading the price…" />;
  if (quote.isError)
    return (
      <Card className="co-card" role="alert">
        <h1 className="co-title">Checkout</h1>
        <p>{errorMessage(quote.error, 'Could not load the price. Please try again.')}</p>
        <Button variant="outline" onClick={() => void quote.refetch()}>
          Try again
        </Button>
      </Card>
    );
  const q = promoQuote ?? quote.data;
  const submitCode = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setPromoError('Enter a promo code');
    applyPromo.mutate(typed);
  };
  return (
    <Card className="co-card" aria-labelledby="co-title">
      <Badge tone="primary">Checkout</Badge>
      <h1 id="co-title" className="co-title">
        {q.label}
      </h1>
      <p className="co-muted">
        {q.upgrade
          ? `Upgrade from ${TIER_LABELS[q.upgrade.fromTier]}: you pay the difference for the ${q.upgrade.daysLeft} days left, and your membership still ends on ${istDate(q.upgrade.endDate)}. Prices include GST.`
          : 'One year of membership. Prices include GST.'}
      </p>
      <section className="co-features" aria-labelledby="co-features-title">
        <h2 id="co-features-title" className="co-subtitle">
          What {TIER_LABELS[tier]} unlocks
        </h2>
        {/* the one table /membership lists and the services enforce */}
        <ul>
          {tierFeatureList(tier).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </section>
      <PriceLines
        total={q.totalPaise}
        tax={q.taxPaise}
        taxable={q.taxablePaise}
        rate={q.ratePercent}
        base={q.basePaise}
        discount={q.promo?.discountPaise}
        code={q.promo?.code.toUpperCase()}
      />
      <form className="co-promo" onSubmit={submitCode} noValidate>
        <FormField label="Promo code" error={promoError ?? undefined}>
          <Input
            value={code}
            onChange={(e) => (setCode(e.target.value), setPromoError(null))}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={80}
            disabled={!!promoQuote}
          />
        </FormField>
        {promoQuote ? (
          <Button type="button" variant="outline" onClick={() => (setPromoQuote(null), setCode(''))}>
            Remove
          </Button>
        ) : (
          <Button type="submit" variant="outline" disabled={applyPromo.isPending}>
            {applyPromo.isPending ? 'Checking…' : 'Apply'}
          </Button>
        )}
      </form>
      {promoQuote?.promo ? (
        <p className="co-success" role="status">
          Promo code applied: you save {formatPaise(promoQuote.promo.discountPaise)}.
        </p>
      ) : null}
      <div className="co-renew">
        <input
          id="co-renew"
          type="checkbox"
          checked={renews}
          onChange={(e) => setRenewChoice(e.target.checked)}
          aria-describedby="co-renew-note"
        />
        <div>
          <label htmlFor="co-renew" className="co-renew__label">
            Renew automatically
          </label>
          <p id="co-renew-note" className="co-muted co-small">
            We charge {formatPaise(TIER_PRICES_PAISE[tier])} (the {TIER_LABELS[tier]} yearly price, GST inclusive) every year on your
            renewal date until you turn auto-renew off on your profile. Left unticked, your membership ends when the period you pay for now
            runs out.
          </p>
        </div>
      </div>
      <p className="co-muted">
        You are on {TIER_LABELS[q.currentTier]} now{q.currentTier === tier ? '' : '; it stays if the payment does not go through'}.
      </p>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="co-actions">
        <Button size="lg" onClick={() => (setError(null), pay.mutate())} disabled={pay.isPending}>
          {pay.isPending ? 'Starting payment…' : `Pay ${formatPaise(q.totalPaise)}`}
        </Button>
      </div>
      {q.provider === 'test' ? (
        <p className="co-muted co-small">Payments here go through the built-in test gateway: no money is taken.</p>
      ) : null}
    </Card>
  );
}

/** The built-in test gateway's payment page: it behaves as Razorpay Checkout does (a signed success, or a failure). */
function TestGatewayPage({ tier, orderId }: { tier: Tier; orderId: string }) {
  const navigate = useNavigate();
  const order = useQuery(orderQuery(orderId));
  const [error, setError] = useState<string | null>(null);
  const toReceipt = () => navigate(`/checkout/${tier}?order=${orderId}`, { replace: true });
  const act = useMutation({
    mutationFn: async (outcome: 'success' | 'failure' | 'cancel') => {
      if (outcome === 'cancel') return void (await cancelOrder(orderId, 'cancelled'));
      const result = await payOnTestGateway(orderId, outcome);
      // as Razorpay Checkout's handler does: the page hands the signed result to the server
      if (result.outcome === 'success') {
        const { outcome: _o, ...callback } = result;
        await sendCallback(callback);
      }
    },
    onSuccess: toReceipt,
    onError: (err) => setError(errorMessage(err, 'The gateway did not answer. Please try again.')),
  });

  if (order.isPending) return <Spinner block label="Opening the payment page…" />;
  if (order.isError)
    return (
      <Card className="co-card" role="alert">
        <p>{errorMessage(order.error, 'Could not open this payment.')}</p>
        <Button asChild variant="outline">
          <Link to={`/checkout/${tier}`}>Start again</Link>
        </Button>
      </Card>
    );
  const o = order.data;
  if (o.status !== 'created') return <Receipt tier={tier} orderId={orderId} />;
  return (
    <Card className="co-card co-gateway" aria-labelledby="gw-title">
      <p className="co-gateway__brand">Test gateway</p>
      <h1 id="gw-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
        Pay {formatPaise(o.amountPaise)}
      </h1>
      <p className="co-muted">
        Trap India · {o.label} membership · order {o.providerOrderId}
      </p>
      <p className="co-muted co-small">This page stands in for Razorpay locally and in tests. Choose what the payment does.</p>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="co-actions">
        <Button size="lg" disabled={act.isPending} onClick={() => (setError(null), act.mutate('success'))}>
          {act.isPending && act.variables === 'success' ? 'Paying…' : 'Payment succeeds'}
        </Button>
        <Button size="lg" variant="destructive" disabled={act.isPending} onClick={() => (setError(null), act.mutate('failure'))}>
          Payment fails
        </Button>
        <Button variant="ghost" disabled={act.isPending} onClick={() => (setError(null), act.mutate('cancel'))}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}

function Receipt({ tier, orderId }: { tier: Tier; orderId: string }) {
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQuery(orderId),
    // a payment Razorpay confirms by webhook may land a moment later
    refetchInterval: (q) => ((q.state.data as Order | undefined)?.status === 'created' ? 2000 : false),
  });
  const status = order.data?.status;
  // the member's tier and status changed (paid, or given back): the header and /profile read the user again
  useEffect(() => {
    if (status && status !== 'created') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [status, queryClient]);

  if (order.isPending) return <Spinner block label="Loading your receipt…" />;
  if (order.isError)
    return (
      <Card className="co-card" role="alert">
        <p>{errorMessage(order.error, 'Could not load this order.')}</p>
        <Button asChild variant="outline">
          <Link to={`/checkout/${tier}`}>Back to checkout</Link>
        </Button>
      </Card>
    );
  const o = order.data;
  if (o.status === 'paid')
    return (
      <Card className="co-card" aria-labelledby="rc-title">
        <Badge tone="success">Paid</Badge>
        <h1 id="rc-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
          Payment received
        </h1>
        <p>{PAYMENT_MESSAGES.paid}</p>
        <p className="co-receipt-tier">{o.label}</p>
        <PriceLines
          total={o.amountPaise}
          tax={o.taxPaise}
          taxable={o.taxablePaise}
          rate={o.ratePercent}
          base={o.basePaise}
          discount={o.discountPaise}
          code={o.promoCode?.toUpperCase()}
        />
        <p className="co-muted co-small">
          Paid {o.paidAt ? istDate(o.paidAt) : ''} · payment {o.providerPaymentId}
          {o.invoiceNumber ? ` · invoice ${o.invoiceNumber}` : ''}
        </p>
        <div className="co-actions">
          {o.invoiceId ? (
            <Button asChild>
              <a href={invoiceUrl(o.invoiceId)} target="_blank" rel="noopener">
                View invoice
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/profile">Go to your dashboard</Link>
          </Button>
        </div>
        <p className="co-muted co-small">We have e-mailed the invoice to you as well.</p>
      </Card>
    );
  if (o.status === 'created')
    return (
      <Card className="co-card">
        <Spinner label="Waiting for the payment to be confirmed…" />
        <div className="co-actions">
          {o.provider === 'test' ? (
            <Button asChild variant="outline">
              <Link to={`/checkout/${tier}?pay=${o.id}`}>Back to the payment page</Link>
            </Button>
          ) : null}
        </div>
      </Card>
    );
  return (
    <Card className="co-card" role="alert" aria-labelledby="rc-title">
      <Badge tone="warning">{o.status === 'failed' ? 'Payment failed' : 'Cancelled'}</Badge>
      <h1 id="rc-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
        {o.status === 'failed' ? 'The payment did not go through' : 'Payment cancelled'}
      </h1>
      <p data-testid="checkout-message">{o.message}</p>
      <div className="co-actions">
        <Button asChild>
          <Link to={`/checkout/${tier}`}>Try again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">Go to your dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}
