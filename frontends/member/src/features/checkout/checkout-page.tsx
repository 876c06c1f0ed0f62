import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, TIER_LABELS, TIER_PRICES_PAISE, isPaidTier, tierSchema, type Tier } from '@trap/contracts';
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
  formatLongDate,
  formatRupees,
  messageText,
  tierFeatureTexts,
  useTierFeatureT,
  type Language,
  type MessageTable,
  type TFunction,
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
import { useMemberT } from '../../shared/i18n/member-texts.ts';
import './checkout.css';

/** Rupees and paise with Indian grouping (₹1,999.00), in the page's language. */
const money = (paise: number, language: Language) => formatRupees(paise / 100, language, { paise: 'always' });

/** The payment service's messages (SPEC's English, PAYMENT_MESSAGES) in the page's language; others as they came. */
const MESSAGE_TEXTS: MessageTable = [
  { message: PAYMENT_MESSAGES.freeTier, textKey: 'checkout.messages.freeTier' },
  { message: PAYMENT_MESSAGES.badSignature, textKey: 'checkout.messages.badSignature' },
  { message: PAYMENT_MESSAGES.failed, textKey: 'checkout.messages.failed' },
  { message: PAYMENT_MESSAGES.cancelled, textKey: 'checkout.messages.cancelled' },
  { message: PAYMENT_MESSAGES.refundDue, textKey: 'checkout.messages.refundDue' },
  { message: PAYMENT_MESSAGES.quoteChanged, textKey: 'checkout.messages.quoteChanged' },
  { message: PAYMENT_MESSAGES.quoteChangedRefund, textKey: 'checkout.messages.quoteChangedRefund' },
  { message: PAYMENT_MESSAGES.paid, textKey: 'checkout.messages.paid' },
  { message: PAYMENT_MESSAGES.notPayable, textKey: 'checkout.messages.notPayable' },
  { message: PAYMENT_MESSAGES.unavailable, textKey: 'checkout.messages.unavailable' },
];
const paymentText = (t: TFunction, language: Language, message: string): string => messageText(t, language, message, MESSAGE_TEXTS);

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
  const { t, language } = useMemberT();
  return (
    <Container>
      <div className="co-page">
        <p className="co-back">
          <Link to="/membership">{t('checkout.back')}</Link>
        </p>
        {!parsed.success ? (
          <Card className="co-card" role="alert">
            <h1 className="co-title">{t('checkout.title')}</h1>
            <p>{t('checkout.unknownTier', { tier: tierName })}</p>
          </Card>
        ) : !isPaidTier(parsed.data) ? (
          <Card className="co-card">
            <h1 className="co-title">Range Pass</h1>
            <p>{paymentText(t, language, PAYMENT_MESSAGES.freeTier)}.</p>
            <Button asChild variant="outline">
              <Link to="/profile">{t('checkout.dashboard')}</Link>
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
  const { t, language } = useMemberT();
  return (
    <dl className="co-lines">
      {discount ? (
        <>
          <div>
            <dt>{t('checkout.price')}</dt>
            <dd>{money(base ?? total + discount, language)}</dd>
          </div>
          <div className="co-lines__discount">
            <dt>{t('checkout.promoLine', { code })}</dt>
            <dd data-testid="checkout-discount">−{money(discount, language)}</dd>
          </div>
        </>
      ) : null}
      <div>
        <dt>{t('checkout.taxable')}</dt>
        <dd>{money(taxable, language)}</dd>
      </div>
      <div>
        <dt>{t('checkout.gst', { rate })}</dt>
        <dd>{money(tax, language)}</dd>
      </div>
      <div className="co-lines__total">
        <dt>{t('checkout.total')}</dt>
        <dd data-testid="checkout-total">{money(total, language)}</dd>
      </div>
    </dl>
  );
}

function Summary({ tier }: { tier: Tier }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quote = useQuery(quoteQuery(tier));
  const { t, language } = useMemberT();
  const features = useTierFeatureT();
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
      setPromoError((err instanceof ApiError && err.fields?.promoCode) || errorMessage(err, t('checkout.promoCheckFailed')));
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
        setError(errorMessage(err, paymentText(t, language, PAYMENT_MESSAGES.unavailable)));
      }
    },
    onError: (err) => {
      // the code ran out (or expired) between the quote and Pay: say so under the field, with the full price back
      if (err instanceof ApiError && err.fields?.promoCode) {
        setPromoQuote(null);
        setPromoError(err.fields.promoCode);
        return;
      }
      setError(errorMessage(err, t('checkout.payFailed')));
    },
  });

  if (quote.isPending) return <Spinner block label={t('checkout.loadingPrice')} />;
  if (quote.isError)
    return (
      <Card className="co-card" role="alert">
        <h1 className="co-title">{t('checkout.title')}</h1>
        <p>{errorMessage(quote.error, t('checkout.priceFailed'))}</p>
        <Button variant="outline" onClick={() => void quote.refetch()}>
          {t('checkout.tryAgain')}
        </Button>
      </Card>
    );
  const q = promoQuote ?? quote.data;
  const submitCode = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return setPromoError(t('checkout.enterPromo'));
    applyPromo.mutate(typed);
  };
  return (
    <Card className="co-card" aria-labelledby="co-title">
      <Badge tone="primary">{t('checkout.title')}</Badge>
      <h1 id="co-title" className="co-title">
        {q.label}
      </h1>
      <p className="co-muted">
        {q.upgrade
          ? t('checkout.upgrade', {
              fromTier: TIER_LABELS[q.upgrade.fromTier],
              days: q.upgrade.daysLeft,
              endDate: formatLongDate(q.upgrade.endDate, language),
            })
          : t('checkout.oneYear')}
      </p>
      <section className="co-features" aria-labelledby="co-features-title">
        <h2 id="co-features-title" className="co-subtitle">
          {t('checkout.unlocks', { tier: TIER_LABELS[tier] })}
        </h2>
        {/* the one table /membership lists and the services enforce */}
        <ul>
          {tierFeatureTexts(tier, features.t, language).map((f) => (
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
        <FormField label={t('checkout.promoCode')} error={promoError ?? undefined}>
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
            {t('checkout.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="outline" disabled={applyPromo.isPending}>
            {applyPromo.isPending ? t('checkout.checking') : t('checkout.apply')}
          </Button>
        )}
      </form>
      {promoQuote?.promo ? (
        <p className="co-success" role="status">
          {t('checkout.promoApplied', { amount: money(promoQuote.promo.discountPaise, language) })}
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
            {t('checkout.renew')}
          </label>
          <p id="co-renew-note" className="co-muted co-small">
            {t('checkout.renewNote', { price: money(TIER_PRICES_PAISE[tier], language), tier: TIER_LABELS[tier] })}
          </p>
        </div>
      </div>
      <p className="co-muted">
        {q.currentTier === tier
          ? t('checkout.currentTier', { tier: TIER_LABELS[q.currentTier] })
          : t('checkout.currentTierStays', { tier: TIER_LABELS[q.currentTier] })}
      </p>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="co-actions">
        <Button size="lg" onClick={() => (setError(null), pay.mutate())} disabled={pay.isPending}>
          {pay.isPending ? t('checkout.starting') : t('checkout.pay', { amount: money(q.totalPaise, language) })}
        </Button>
      </div>
      {q.provider === 'test' ? <p className="co-muted co-small">{t('checkout.testGatewayNote')}</p> : null}
    </Card>
  );
}

/** The built-in test gateway's payment page: it behaves as Razorpay Checkout does (a signed success, or a failure). */
function TestGatewayPage({ tier, orderId }: { tier: Tier; orderId: string }) {
  const navigate = useNavigate();
  const order = useQuery(orderQuery(orderId));
  const [error, setError] = useState<string | null>(null);
  const { t, language } = useMemberT();
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
    onError: (err) => setError(errorMessage(err, t('checkout.gateway.noAnswer'))),
  });

  if (order.isPending) return <Spinner block label={t('checkout.gateway.opening')} />;
  if (order.isError)
    return (
      <Card className="co-card" role="alert">
        <p>{errorMessage(order.error, t('checkout.gateway.openFailed'))}</p>
        <Button asChild variant="outline">
          <Link to={`/checkout/${tier}`}>{t('checkout.gateway.startAgain')}</Link>
        </Button>
      </Card>
    );
  const o = order.data;
  if (o.status !== 'created') return <Receipt tier={tier} orderId={orderId} />;
  return (
    <Card className="co-card co-gateway" aria-labelledby="gw-title">
      <p className="co-gateway__brand">{t('checkout.gateway.brand')}</p>
      <h1 id="gw-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
        {t('checkout.pay', { amount: money(o.amountPaise, language) })}
      </h1>
      <p className="co-muted">{t('checkout.gateway.order', { label: o.label, order: o.providerOrderId })}</p>
      <p className="co-muted co-small">{t('checkout.gateway.note')}</p>
      {error ? (
        <p className="co-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="co-actions">
        <Button size="lg" disabled={act.isPending} onClick={() => (setError(null), act.mutate('success'))}>
          {act.isPending && act.variables === 'success' ? t('checkout.gateway.paying') : t('checkout.gateway.succeeds')}
        </Button>
        <Button size="lg" variant="destructive" disabled={act.isPending} onClick={() => (setError(null), act.mutate('failure'))}>
          {t('checkout.gateway.fails')}
        </Button>
        <Button variant="ghost" disabled={act.isPending} onClick={() => (setError(null), act.mutate('cancel'))}>
          {t('checkout.gateway.cancel')}
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
  const { t, language } = useMemberT();
  // the member's tier and status changed (paid, or given back): the header and /profile read the user again
  useEffect(() => {
    if (status && status !== 'created') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [status, queryClient]);

  if (order.isPending) return <Spinner block label={t('checkout.receipt.loading')} />;
  if (order.isError)
    return (
      <Card className="co-card" role="alert">
        <p>{errorMessage(order.error, t('checkout.receipt.loadFailed'))}</p>
        <Button asChild variant="outline">
          <Link to={`/checkout/${tier}`}>{t('checkout.receipt.backToCheckout')}</Link>
        </Button>
      </Card>
    );
  const o = order.data;
  if (o.status === 'paid')
    return (
      <Card className="co-card" aria-labelledby="rc-title">
        <Badge tone="success">{t('checkout.receipt.paid')}</Badge>
        <h1 id="rc-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
          {t('checkout.receipt.received')}
        </h1>
        <p>{paymentText(t, language, PAYMENT_MESSAGES.paid)}</p>
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
          {t('checkout.receipt.paidOn', { date: o.paidAt ? formatLongDate(o.paidAt, language) : '', payment: o.providerPaymentId })}
          {o.invoiceNumber ? t('checkout.receipt.invoice', { number: o.invoiceNumber }) : ''}
        </p>
        <div className="co-actions">
          {o.invoiceId ? (
            <Button asChild>
              <a href={invoiceUrl(o.invoiceId)} target="_blank" rel="noopener">
                {t('checkout.receipt.viewInvoice')}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <Link to="/profile">{t('checkout.dashboard')}</Link>
          </Button>
        </div>
        <p className="co-muted co-small">{t('checkout.receipt.emailed')}</p>
      </Card>
    );
  if (o.status === 'created')
    return (
      <Card className="co-card">
        <Spinner label={t('checkout.receipt.waiting')} />
        <div className="co-actions">
          {o.provider === 'test' ? (
            <Button asChild variant="outline">
              <Link to={`/checkout/${tier}?pay=${o.id}`}>{t('checkout.receipt.backToPayment')}</Link>
            </Button>
          ) : null}
        </div>
      </Card>
    );
  return (
    <Card className="co-card" role="alert" aria-labelledby="rc-title">
      <Badge tone="warning">{o.status === 'failed' ? t('checkout.receipt.failedBadge') : t('checkout.receipt.cancelledBadge')}</Badge>
      <h1 id="rc-title" className="co-title" tabIndex={-1} ref={focusOnArrival}>
        {o.status === 'failed' ? t('checkout.receipt.failedTitle') : t('checkout.receipt.cancelledTitle')}
      </h1>
      <p data-testid="checkout-message">{o.message ? paymentText(t, language, o.message) : null}</p>
      <div className="co-actions">
        <Button asChild>
          <Link to={`/checkout/${tier}`}>{t('checkout.tryAgain')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">{t('checkout.dashboard')}</Link>
        </Button>
      </div>
    </Card>
  );
}
