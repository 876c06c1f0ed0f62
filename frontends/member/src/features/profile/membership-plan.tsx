import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaymentsApi } from '@trap/contracts/api/route-paths';
import type { Tier } from '@trap/contracts';
import {
  Button,
  Spinner,
  USER_QUERY_KEY,
  call,
  errorMessage,
  formatLongDate,
  formatNumber,
  formatRupees,
  queryOptions,
  routeKey,
  toast,
  useConfirm,
  type RouteInput,
  type RouteResponse,
} from '@trap/ui';
import { useProfileT } from './texts/texts.ts';

type Plan = RouteResponse<typeof authPaymentsApi.plan>;
/** the trial offered is of a paid tier (the plan's answer names it); the server checks */
type PaidTier = NonNullable<RouteInput<typeof authPaymentsApi.startTrial>['body']>['tier'];
const PLAN_KEY = routeKey(authPaymentsApi.plan);
// The plan's dates in full (7 December 2026: formatLongDate), as the checkout writes them; formatDate's short month is for lists.

/**
 * The membership card's plan: until when the tier runs, auto-renew, cancellation at the
 * end date, a free trial on offer, and what an upgrade costs now (the prorated difference).
 */
export function MembershipPlan() {
  const queryClient = useQueryClient();
  const { t, language } = useProfileT();
  const plan = useQuery(queryOptions(authPaymentsApi.plan));
  const [confirm, confirmDialog] = useConfirm();
  const changed = (next: Plan) => {
    queryClient.setQueryData(PLAN_KEY, next);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
  const autoRenew = useMutation({
    mutationFn: (on: boolean) => call(authPaymentsApi.autoRenew, { body: { autoRenew: on } }),
    onSuccess: changed,
    onError: (e) => toast({ title: t('plan.autoRenewFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: () => call(authPaymentsApi.cancelPlan),
    onSuccess: (next) => {
      changed(next);
      toast({
        title: t('plan.cancelled'),
        description: next.membershipEndDate ? t('plan.cancelledUntil', { date: formatLongDate(next.membershipEndDate, language) }) : undefined,
      });
    },
    onError: (e) => toast({ title: t('plan.cancelFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const trial = useMutation({
    mutationFn: (tier: Tier) => call(authPaymentsApi.startTrial, { body: { tier: tier as PaidTier } }),
    onSuccess: (next) => {
      changed(next);
      toast({
        title: t('plan.trialStarted'),
        description: t('plan.trialYours', { label: next.label, days: formatNumber(next.trialDays, language) }),
        variant: 'success',
      });
    },
    onError: (e) => toast({ title: t('plan.trialFailed'), description: errorMessage(e), variant: 'destructive' }),
  });

  if (plan.isPending) return <Spinner size="sm" label={t('plan.loading')} />;
  if (plan.isError)
    return (
      <p role="alert" className="pr-error">
        {errorMessage(plan.error, t('plan.loadFailed'))}{' '}
        <Button variant="link" size="sm" onClick={() => void plan.refetch()}>
          {t('tryAgain')}
        </Button>
      </p>
    );
  const p = plan.data;
  const live = p.membershipStatus === 'active' || p.membershipStatus === 'trial';
  const paidTerm = live && !p.isTrialMember && p.membershipTier !== 'range_pass';
  /** the paid term's end date and the days left, for "Active until …" and "Renews on …" */
  const term = (end: string) => ({
    date: formatLongDate(end, language),
    left: p.daysRemaining != null ? t('plan.daysLeft', { n: formatNumber(p.daysRemaining, language) }) : '',
  });
  const askCancel = async () => {
    const ok = await confirm({
      title: t('plan.confirmTitle'),
      description: p.membershipEndDate
        ? t('plan.confirmUntil', { label: p.label, date: formatLongDate(p.membershipEndDate, language) })
        : t('plan.confirmNoRenew', { label: p.label }),
      confirmLabel: t('plan.confirmLabel'),
      cancelLabel: t('plan.keepIt'),
    });
    if (ok) cancel.mutate();
  };
  return (
    <div className="pf-plan" data-testid="membership-plan">
      {live && p.isTrialMember && p.trialEndDate ? (
        <p className="pr-muted">{t('plan.trialUntil', { date: formatLongDate(p.trialEndDate, language) })}</p>
      ) : null}
      {paidTerm && p.membershipEndDate ? (
        <p className="pr-muted">
          {p.cancelAtPeriodEnd ? t('plan.activeUntil', term(p.membershipEndDate)) : t('plan.renewsOn', term(p.membershipEndDate))}
        </p>
      ) : null}
      {paidTerm ? (
        <label className="pf-plan__toggle">
          <input
            type="checkbox"
            checked={p.autoRenew}
            disabled={autoRenew.isPending}
            onChange={(e) => autoRenew.mutate(e.target.checked)}
          />
          <span>{p.subscription ? t('plan.autoRenewRazorpay') : t('plan.autoRenewReminder')}</span>
        </label>
      ) : null}
      {paidTerm && p.subscription?.status === 'created' && p.subscription.authUrl ? (
        <p>
          <a href={p.subscription.authUrl} target="_blank" rel="noopener noreferrer">
            {t('plan.authorise')}
          </a>{' '}
          <span className="pr-muted">{t('plan.authoriseWhy')}</span>
        </p>
      ) : null}
      {p.trialAvailable ? (
        <p>
          <Button size="sm" variant="outline" disabled={trial.isPending} onClick={() => trial.mutate('shooters_circle')}>
            {t('plan.tryFree', { days: formatNumber(p.trialDays, language) })}
          </Button>
        </p>
      ) : null}
      {p.upgrades.length ? (
        <ul className="pf-plan__upgrades" aria-label={paidTerm ? t('plan.upgrades') : t('plan.paidTiers')}>
          {p.upgrades.map((u) => (
            <li key={u.tier}>
              <Link to={`/checkout/${u.tier}`}>
                {paidTerm ? t('plan.upgradeTo', { label: u.label }) : t('plan.get', { label: u.label })}
              </Link>{' '}
              <span className="pr-muted">
                {paidTerm
                  ? t('plan.priceNow', { price: formatRupees(u.pricePaise / 100, language, { paise: 'always' }) })
                  : t('plan.pricePerYear', { price: formatRupees(u.pricePaise / 100, language, { paise: 'always' }) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {paidTerm && !p.cancelAtPeriodEnd ? (
        <p>
          <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => void askCancel()}>
            {t('plan.cancel')}
          </Button>
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}
