import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { OUTCOMES, shootTargetCorrectionSchema, type Outcome } from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import {
  Button,
  FormField,
  INTL_LOCALE,
  Input,
  LoadFailed,
  SITE_TIME_ZONE,
  Spinner,
  call,
  errorMessage,
  invalidateRoute,
  queryOptions,
  routeKey,
  type RouteResponse,
  Select,
  useMessageText,
} from '@trap/ui';
import { useShootsT } from './texts/texts.ts';

type ShootCard = RouteResponse<typeof shootsApi.getShootCard>;
type Target = ShootCard['targets'][number];

/** The card's key: the same as the scorer's (the member app's score screen), so either sees the other's writes. */
const cardKey = (shootId: string, squadId: string) => routeKey(shootsApi.getShootCard, { params: { id: shootId, squadId } });
// day and month without the year (a card is changed on the shoot's day), which formatDateTime does not give
const when = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(INTL_LOCALE[language], { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: SITE_TIME_ZONE });
type T = ReturnType<typeof useShootsT>['t'];
/** A target's outcome in the page's language (the contract's OUTCOME_LABELS are English); 'removed': taken back. */
const OUTCOME_TEXTS: Record<Outcome | 'removed', { textKey: string }> = {
  first: { textKey: 'outcomes.first' },
  second: { textKey: 'outcomes.second' },
  lost: { textKey: 'outcomes.lost' },
  'no-bird': { textKey: 'outcomes.no-bird' },
  refused: { textKey: 'outcomes.refused' },
  removed: { textKey: 'outcomes.removed' },
};
const outcomeText = (t: T, o: string) => {
  const known = OUTCOME_TEXTS[o as Outcome | 'removed'];
  return known ? t(known.textKey) : o;
};

/** Where a target sits on the card: its shooter, round and number within that round. */
function placeOf(t: T, card: ShootCard, target: Target): string {
  const shooter = card.squad.shooters.find((s) => s.id === target.shooterId)?.name ?? t('card.someShooter');
  const n =
    card.targets
      .filter((x) => !x.deleted && x.shooterId === target.shooterId && x.round === target.round)
      .findIndex((x) => x.id === target.id) + 1;
  return n > 0 ? t('card.place', { shooter, round: target.round, n }) : t('card.placeRound', { shooter, round: target.round });
}

/**
 * The organiser's view of one squad's card: change a target with a reason (after the lock only the
 * organiser may, and the API records who, when, why and that it came after the lock), and every
 * change recorded on the card.
 */
export function CardCorrections({ shootId, squadId, finished }: { shootId: string; squadId: string; finished: boolean }) {
  const queryClient = useQueryClient();
  const { t, language } = useShootsT();
  // the contract's messages (a reason too long) in the page's language, from @trap/ui's catalogue
  const messageText = useMessageText();
  const card = useQuery({
    ...queryOptions(shootsApi.getShootCard, { params: { id: shootId, squadId } }),
  });
  const [shooterId, setShooterId] = useState('');
  const [round, setRound] = useState(1);
  const [targetId, setTargetId] = useState('');
  const [outcome, setOutcome] = useState<Outcome>('first');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const correct = useMutation({
    mutationFn: (v: { targetId: string; outcome: Outcome; reason: string }) =>
      call(shootsApi.correctShootTarget, {
        params: { id: shootId, squadId, targetId: v.targetId },
        body: { outcome: v.outcome, reason: v.reason },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: cardKey(shootId, squadId) });
      void invalidateRoute(queryClient, shootsApi.getShootLeaderboard, { id: shootId });
    },
  });

  const lock = useMutation({
    mutationFn: () => call(shootsApi.lockShootCard, { params: { id: shootId, squadId } }),
    onSuccess: (after) => {
      queryClient.setQueryData(cardKey(shootId, squadId), after);
      void invalidateRoute(queryClient, shootsApi.getShoot, { id: shootId });
    },
  });

  if (card.isPending) return <Spinner block label={t('card.loading')} />;
  if (card.isError) return <LoadFailed what={t('card.what')} error={card.error} retry={() => void card.refetch()} />;
  const c = card.data;
  const shooter = c.squad.shooters.find((s) => s.id === shooterId) ?? c.squad.shooters[0]!;
  const targets = c.targets.filter((x) => !x.deleted && x.shooterId === shooter.id && x.round === round);
  const target = targets.find((x) => x.id === targetId) ?? targets[0];
  const locked = Boolean(c.lockedAt);
  const scored = c.targets.some((x) => !x.deleted);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFieldError(null);
    if (!target) return;
    const parsed = shootTargetCorrectionSchema.safeParse({ outcome, reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      return setFieldError(message ? messageText(message) : t('card.checkReason'));
    }
    if (!parsed.data.reason) return setFieldError(t('card.giveReason'));
    correct.mutate(
      { targetId: target.id, ...parsed.data },
      {
        onSuccess: () => {
          setDone(t('card.changed', { place: placeOf(t, c, target), outcome: outcomeText(t, outcome) }));
          setReason('');
        },
      },
    );
  };

  return (
    <div className="lb-card">
      <p className="lb-card__state">
        {locked
          ? t('card.lockedState', { when: when(c.lockedAt!, language) })
          : t('card.unlockedState')}
      </p>
      {!locked && !finished ? (
        <div>
          <Button size="sm" variant="outline" disabled={lock.isPending} onClick={() => lock.mutate()}>
            {lock.isPending ? t('card.locking') : t('card.lock')}
          </Button>
          {lock.isError ? (
            <p className="lb-error" role="alert">
              {errorMessage(lock.error, t('card.lockFailed'))}
            </p>
          ) : null}
        </div>
      ) : null}
      {!scored ? (
        <p className="lb-empty">{t('card.noTargets')}</p>
      ) : finished ? (
        <p className="lb-empty">{t('card.ended')}</p>
      ) : (
        <form className="lb-correct" onSubmit={submit} noValidate aria-label={t('card.formLabel', { squad: c.squad.name })}>
          <div className="lb-correct__grid">
            <FormField label={t('card.shooter')}>
              <Select
                value={shooter.id}
                onChange={(e) => {
                  setShooterId(e.target.value);
                  setTargetId('');
                }}
              >
                {c.squad.shooters.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label={t('card.round')}>
              <Select
                value={round}
                onChange={(e) => {
                  setRound(Number(e.target.value));
                  setTargetId('');
                }}
              >
                {Array.from({ length: c.rounds }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {t('card.roundN', { n: i + 1 })}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          {targets.length === 0 ? (
            <p className="lb-empty">{t('card.noTargetsFor', { name: shooter.name, round })}</p>
          ) : (
            <>
              <div className="lb-correct__grid">
                <FormField label={t('card.target')}>
                  <Select value={target?.id ?? ''} onChange={(e) => setTargetId(e.target.value)}>
                    {targets.map((x, i) => (
                      <option key={x.id} value={x.id}>
                        {t('card.targetOption', { n: i + 1, outcome: outcomeText(t, x.outcome) })}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label={t('card.newResult')}>
                  <Select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
                    {OUTCOMES.map((o) => (
                      <option key={o} value={o}>
                        {outcomeText(t, o)}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <FormField label={t('card.reason')} hint={t('card.reasonHint')} error={fieldError ?? undefined}>
                <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
              </FormField>
              <Button type="submit" disabled={correct.isPending}>
                {correct.isPending ? t('card.saving') : t('card.change')}
              </Button>
            </>
          )}
          {correct.isError ? (
            <p className="lb-error" role="alert">
              {errorMessage(correct.error, t('card.saveFailed'))}
            </p>
          ) : null}
          {done ? <p role="status">{done}</p> : null}
        </form>
      )}
      <h3 className="lb-card__h3">{t('card.recorded')}</h3>
      {c.corrections.length === 0 ? (
        <p className="lb-empty">{t('card.noChanges')}</p>
      ) : (
        <ul className="lb-corrections" aria-label={t('card.changesLabel', { squad: c.squad.name })}>
          {c.corrections.map((x, i) => {
            const changed = c.targets.find((y) => y.id === x.targetId);
            return (
              <li key={`${x.targetId}-${i}`}>
                <strong>{changed ? placeOf(t, c, changed) : t('card.aTarget')}</strong>: {outcomeText(t, x.from)} → {outcomeText(t, x.to)} ·{' '}
                {when(x.at, language)}
                {x.afterLock ? t('card.afterLock') : ''}
                {x.reason ? t('card.reasonGiven', { reason: x.reason }) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
