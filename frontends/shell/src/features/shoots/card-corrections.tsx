import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { OUTCOME_LABELS, OUTCOMES, shootTargetCorrectionSchema, type Outcome } from '@trap/contracts';
import {
  Button,
  FormField,
  Input,
  LoadFailed,
  Spinner,
  call,
  errorMessage,
  invalidateRoute,
  queryOptions,
  routeKey,
  type RouteResponse,
  Select,
} from '@trap/ui';

type ShootCard = RouteResponse<typeof shootsApi.getShootCard>;
type Target = ShootCard['targets'][number];

/** The card's key: the same as the scorer's (the member app's score screen), so either sees the other's writes. */
const cardKey = (shootId: string, squadId: string) => routeKey(shootsApi.getShootCard, { params: { id: shootId, squadId } });
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const outcomeText = (o: string) => (o === 'removed' ? 'taken back' : (OUTCOME_LABELS[o as Outcome] ?? o));

/** Where a target sits on the card: its shooter, round and number within that round. */
function placeOf(card: ShootCard, t: Target): string {
  const shooter = card.squad.shooters.find((s) => s.id === t.shooterId);
  const n =
    card.targets.filter((x) => !x.deleted && x.shooterId === t.shooterId && x.round === t.round).findIndex((x) => x.id === t.id) + 1;
  return `${shooter?.name ?? 'Shooter'}, round ${t.round}${n > 0 ? `, target ${n}` : ''}`;
}

/**
 * The organiser's view of one squad's card: change a target with a reason (after the lock only the
 * organiser may, and the API records who, when, why and that it came after the lock), and every
 * change recorded on the card.
 */
export function CardCorrections({ shootId, squadId, finished }: { shootId: string; squadId: string; finished: boolean }) {
  const queryClient = useQueryClient();
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

  if (card.isPending) return <Spinner block label="Loading the card..." />;
  if (card.isError) return <LoadFailed what="The card" error={card.error} retry={() => void card.refetch()} />;
  const c = card.data;
  const shooter = c.squad.shooters.find((s) => s.id === shooterId) ?? c.squad.shooters[0]!;
  const targets = c.targets.filter((t) => !t.deleted && t.shooterId === shooter.id && t.round === round);
  const target = targets.find((t) => t.id === targetId) ?? targets[0];
  const locked = Boolean(c.lockedAt);
  const scored = c.targets.some((t) => !t.deleted);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFieldError(null);
    if (!target) return;
    const parsed = shootTargetCorrectionSchema.safeParse({ outcome, reason });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? 'Check the reason');
    if (!parsed.data.reason) return setFieldError('Give the reason for the change');
    correct.mutate(
      { targetId: target.id, ...parsed.data },
      {
        onSuccess: () => {
          setDone(`${placeOf(c, target)}: now ${outcomeText(outcome)}.`);
          setReason('');
        },
      },
    );
  };

  return (
    <div className="lb-card">
      <p className="lb-card__state">
        {locked
          ? `Locked ${when(c.lockedAt!)}: only you (the organiser) can change it.`
          : 'Not locked yet: its scorer can still change it.'}
      </p>
      {!locked && !finished ? (
        <div>
          <Button size="sm" variant="outline" disabled={lock.isPending} onClick={() => lock.mutate()}>
            {lock.isPending ? 'Locking…' : 'Lock the card'}
          </Button>
          {lock.isError ? (
            <p className="lb-error" role="alert">
              {errorMessage(lock.error, 'The card was not locked: try again.')}
            </p>
          ) : null}
        </div>
      ) : null}
      {!scored ? (
        <p className="lb-empty">No targets scored on this card yet.</p>
      ) : finished ? (
        <p className="lb-empty">The shoot has ended: its cards can no longer change.</p>
      ) : (
        <form className="lb-correct" onSubmit={submit} noValidate aria-label={`Correct a target of ${c.squad.name}`}>
          <div className="lb-correct__grid">
            <FormField label="Shooter">
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
            <FormField label="Round">
              <Select
                value={round}
                onChange={(e) => {
                  setRound(Number(e.target.value));
                  setTargetId('');
                }}
              >
                {Array.from({ length: c.rounds }, (_, i) => (
                  <option key={i} value={i + 1}>
                    Round {i + 1}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          {targets.length === 0 ? (
            <p className="lb-empty">
              No targets for {shooter.name} in round {round}.
            </p>
          ) : (
            <>
              <div className="lb-correct__grid">
                <FormField label="Target">
                  <Select value={target?.id ?? ''} onChange={(e) => setTargetId(e.target.value)}>
                    {targets.map((t, i) => (
                      <option key={t.id} value={t.id}>
                        {i + 1}: {OUTCOME_LABELS[t.outcome]}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="New result">
                  <Select value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
                    {OUTCOMES.map((o) => (
                      <option key={o} value={o}>
                        {OUTCOME_LABELS[o]}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <FormField label="Reason" hint="Kept on the card with the change" error={fieldError ?? undefined}>
                <Input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
              </FormField>
              <Button type="submit" disabled={correct.isPending}>
                {correct.isPending ? 'Saving…' : 'Change the target'}
              </Button>
            </>
          )}
          {correct.isError ? (
            <p className="lb-error" role="alert">
              {errorMessage(correct.error, 'The change was not saved: try again.')}
            </p>
          ) : null}
          {done ? <p role="status">Changed: {done}</p> : null}
        </form>
      )}
      <h3 className="lb-card__h3">Recorded changes</h3>
      {c.corrections.length === 0 ? (
        <p className="lb-empty">No changes recorded on this card.</p>
      ) : (
        <ul className="lb-corrections" aria-label={`Recorded changes of ${c.squad.name}`}>
          {c.corrections.map((x, i) => {
            const t = c.targets.find((y) => y.id === x.targetId);
            return (
              <li key={`${x.targetId}-${i}`}>
                <strong>{t ? placeOf(c, t) : 'A target'}</strong>: {outcomeText(x.from)} → {outcomeText(x.to)} · {when(x.at)}
                {x.afterLock ? ' · after the lock' : ''}
                {x.reason ? <> · reason: “{x.reason}”</> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
