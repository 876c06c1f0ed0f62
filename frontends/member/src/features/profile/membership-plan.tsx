import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaymentsApi } from '@trap/contracts/api/route-paths';
import { formatPaise, type Tier } from '@trap/contracts';
import { Button, Spinner, USER_QUERY_KEY, call, errorMessage, queryOptions, routeKey, toast, useConfirm, type RouteInput, type RouteResponse } from '@trap/ui';

type Plan = RouteResponse<typeof authPaymentsApi.plan>;
/** the trial offered is of a paid tier (the plan's answer names it); the server checks */
type PaidTier = NonNullable<RouteInput<typeof authPaymentsApi.startTrial>['body']>['tier'];
const PLAN_KEY = routeKey(authPaymentsApi.plan);
const istDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * The membership card's plan: until when the tier runs, auto-renew, cancellation at the
 * end date, a free trial on offer, and what an upgrade costs now (the prorated difference).
 */
export function MembershipPlan() {
  const queryClient = useQueryClient();
  const plan = useQuery(queryOptions(authPaymentsApi.plan));
  const [confirm, confirmDialog] = useConfirm();
  const changed = (next: Plan) => {
    queryClient.setQueryData(PLAN_KEY, next);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
  const autoRenew = useMutation({
    mutationFn: (on: boolean) => call(authPaymentsApi.autoRenew, { body: { autoRenew: on } }),
    onSuccess: changed,
    onError: (e) => toast({ title: 'Could not change auto-renew', description: errorMessage(e), variant: 'destructive' }),
  });
  const cancel = useMutation({
    mutationFn: () => call(authPaymentsApi.cancelPlan),
    onSuccess: (next) => {
      changed(next);
      toast({
        title: 'Membership cancelled',
        description: next.membershipEndDate ? `It stays active until ${istDate(next.membershipEndDate)}.` : undefined,
      });
    },
    onError: (e) => toast({ title: 'Could not cancel', description: errorMessage(e), variant: 'destructive' }),
  });
  const trial = useMutation({
    mutationFn: (tier: Tier) => call(authPaymentsApi.startTrial, { body: { tier: tier as PaidTier } }),
    onSuccess: (next) => {
      changed(next);
      toast({ title: 'Trial started', description: `${next.label} is yours for ${next.trialDays} days.`, variant: 'success' });
    },
    onError: (e) => toast({ title: 'Could not start the trial', description: errorMessage(e), variant: 'destructive' }),
  });

  if (plan.isPending) return <Spinner size="sm" label="Loading your plan" />;
  if (plan.isError)
    return (
      <p role="alert" className="pr-error">
        {errorMessage(plan.error, 'Could not load your plan.')}{' '}
        <Button variant="link" size="sm" onClick={() => void plan.refetch()}>
          Try again
        </Button>
      </p>
    );
  const p = plan.data;
  const live = p.membershipStatus === 'active' || p.membershipStatus === 'trial';
  const paidTerm = live && !p.isTrialMember && p.membershipTier !== 'range_pass';
  const askCancel = async () => {
    const ok = await confirm({
      title: 'Cancel your membership?',
      description: p.membershipEndDate
        ? `${p.label} stays active until ${istDate(p.membershipEndDate)} and then ends. Nothing more is charged.`
        : `${p.label} will not renew.`,
      confirmLabel: 'Cancel membership',
      cancelLabel: 'Keep it',
    });
    if (ok) cancel.mutate();
  };
  return (
    <div className="pf-plan" data-testid="membership-plan">
      {live && p.isTrialMember && p.trialEndDate ? <p className="pr-muted">Trial until {istDate(p.trialEndDate)}.</p> : null}
      {paidTerm && p.membershipEndDate ? (
        <p className="pr-muted">
          {p.cancelAtPeriodEnd ? 'Active until ' : 'Renews on '}
          {istDate(p.membershipEndDate)}
          {p.daysRemaining != null ? ` (${p.daysRemaining} days left)` : ''}
          {p.cancelAtPeriodEnd ? '; it will not renew.' : '.'}
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
          <span>
            {p.subscription
              ? 'Auto-renew (charged every year through Razorpay)'
              : 'Auto-renew (we remind you with a pay link before the end date)'}
          </span>
        </label>
      ) : null}
      {paidTerm && p.subscription?.status === 'created' && p.subscription.authUrl ? (
        <p>
          <a href={p.subscription.authUrl} target="_blank" rel="noopener noreferrer">
            Authorise the yearly charge
          </a>{' '}
          <span className="pr-muted">so auto-renew can take it on the end date.</span>
        </p>
      ) : null}
      {p.trialAvailable ? (
        <p>
          <Button size="sm" variant="outline" disabled={trial.isPending} onClick={() => trial.mutate('shooters_circle')}>
            Try Shooter’s Circle free for {p.trialDays} days
          </Button>
        </p>
      ) : null}
      {p.upgrades.length ? (
        <ul className="pf-plan__upgrades" aria-label={paidTerm ? 'Upgrades' : 'Paid tiers'}>
          {p.upgrades.map((u) => (
            <li key={u.tier}>
              <Link to={`/checkout/${u.tier}`}>
                {paidTerm ? 'Upgrade to' : 'Get'} {u.label}
              </Link>{' '}
              <span className="pr-muted">
                {formatPaise(u.pricePaise)}
                {paidTerm ? ' now (the difference for the days left)' : ' a year'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {paidTerm && !p.cancelAtPeriodEnd ? (
        <p>
          <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => void askCancel()}>
            Cancel membership
          </Button>
        </p>
      ) : null}
      {confirmDialog}
    </div>
  );
}
