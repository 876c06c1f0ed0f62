import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DISCIPLINE_RULES, runningTotal, targetsPerRound, type Outcome } from '@trap/contracts';
import { Button, Card, ConfirmDialog, LoadFailed, Spinner, errorMessage } from '@trap/ui';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';
import { isOfflineError } from '../../shared/offline/offline-error.ts';
import { RoundStatus, TapButtons, TargetStrip, UndoButton } from '../../shared/scoring/scoring-buttons.tsx';
import {
  cardKey,
  cardOf,
  lockCard,
  newTargetId,
  scopeOf,
  scoreQueue,
  type Card as ShootCard,
  type Shoot,
  type Target,
} from './score-api.ts';
import { PaperCard } from './paper-card.tsx';
import { useScoreT } from './texts/texts.ts';

const storedCardKey = (shootId: string, squadId: string) => `trap.score.card.${shootId}.${squadId}`;

/** The card from the server, or (no connection) the last one this device saw. */
async function loadCard(shootId: string, squadId: string, signal?: AbortSignal): Promise<ShootCard> {
  try {
    const card = await cardOf(shootId, squadId, signal);
    writeStored(storedCardKey(shootId, squadId), card);
    return card;
  } catch (error) {
    const stored = readStored(storedCardKey(shootId, squadId)) as ShootCard | undefined;
    if (isOfflineError(error) && stored?.squadId === squadId) return stored;
    throw error;
  }
}

/** The server's targets with this device's waiting writes applied in order. */
function merged(server: Target[], pending: ReturnType<typeof scoreQueue.useEntries>): Target[] {
  const out = [...server];
  for (const { payload } of pending) {
    if (payload.kind === 'score') {
      if (!out.some((t) => t.id === payload.target.id))
        out.push({
          ...payload.target,
          direction: payload.target.direction ?? null,
          station: payload.target.station ?? null,
          deleted: false,
        });
    } else {
      const i = out.findIndex((t) => t.id === payload.targetId);
      if (i >= 0) out[i] = { ...out[i]!, deleted: true };
    }
  }
  return out;
}

function useOnline() {
  const [online, setOnline] = useState(typeof navigator === 'undefined' ? true : navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** A squad's card on the scorer's phone: shooter by shooter, target by target, with the /practice pad. */
export function ScorerCard({ shoot, squadId }: { shoot: Shoot; squadId: string }) {
  const { t } = useScoreT();
  const queryClient = useQueryClient();
  const scope = scopeOf(shoot.id, squadId);
  const card = useQuery({
    queryKey: cardKey(shoot.id, squadId),
    queryFn: ({ signal }) => loadCard(shoot.id, squadId, signal),
    retry: (n, error) => n < 2 && !isOfflineError(error),
  });
  const pending = scoreQueue.useEntries(scope);
  const online = useOnline();
  const [round, setRound] = useState(1);
  const [current, setCurrent] = useState(0);
  const [confirmLock, setConfirmLock] = useState(false);
  const [lockError, setLockError] = useState<string | null>(null);
  const [paper, setPaper] = useState(false);
  const [paperSaved, setPaperSaved] = useState<number | null>(null);

  // what the server took goes into the card at once (no flicker between the queue and a refetch)
  useEffect(
    () =>
      scoreQueue.onSent((payload, answer) => {
        if (payload.shootId !== shoot.id || payload.squadId !== squadId) return;
        const target = (answer as { target?: Target } | undefined)?.target;
        if (!target) return;
        queryClient.setQueryData<ShootCard>(cardKey(shoot.id, squadId), (c) =>
          c
            ? {
                ...c,
                targets: c.targets.some((t) => t.id === target.id)
                  ? c.targets.map((t) => (t.id === target.id ? target : t))
                  : [...c.targets, target],
              }
            : c,
        );
      }),
    [queryClient, shoot.id, squadId],
  );
  const sync = useCallback(() => void scoreQueue.sync(scope), [scope]);
  useEffect(() => {
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [sync]);

  const targets = useMemo(() => merged(card.data?.targets ?? [], pending), [card.data, pending]);
  if (card.isPending) return <Spinner block label={t('card.loading')} />;
  if (card.isError) return <LoadFailed what={t('card.theCard')} error={card.error} retry={() => void card.refetch()} />;

  const c = card.data;
  const squad = c.squad;
  const discipline = squad.discipline;
  const perRound = targetsPerRound(discipline);
  const shotsOf = (shooterId: string, r: number) =>
    targets.filter((t) => !t.deleted && t.shooterId === shooterId && t.round === r).map((t) => ({ outcome: t.outcome }));
  const liveOf = (shooterId: string, r: number) => runningTotal(discipline, { shots: shotsOf(shooterId, r) });
  const shooter = squad.shooters[current] ?? squad.shooters[0]!;
  const shots = shotsOf(shooter.id, round);
  const live = liveOf(shooter.id, round);
  const locked = Boolean(c.lockedAt) || shoot.status === 'finished';
  const squadDone = squad.shooters.every((s) => liveOf(s.id, round).complete);
  const waiting = pending.filter((p) => !p.error);
  const refused = pending.filter((p) => p.error);

  const tap = (outcome: Outcome) => {
    const id = newTargetId();
    scoreQueue.enqueue({
      key: id,
      scope,
      payload: { kind: 'score', shootId: shoot.id, squadId, target: { id, shooterId: shooter.id, round, outcome } },
    });
    sync();
    if (outcome === 'no-bird') return; // replayed by the same shooter
    // the next shooter in the squad's order whose round is not complete
    for (let step = 1; step <= squad.shooters.length; step++) {
      const next = (current + step) % squad.shooters.length;
      const s = squad.shooters[next]!;
      const done = liveOf(s.id, round).shotAt + (s.id === shooter.id ? 1 : 0) >= perRound;
      if (!done) return setCurrent(next);
    }
  };
  const undo = () => {
    const last = targets.filter((t) => !t.deleted && t.shooterId === shooter.id && t.round === round).at(-1);
    if (!last) return;
    const unsent = pending.find((p) => p.payload.kind === 'score' && p.payload.target.id === last.id && !p.error);
    if (unsent) return scoreQueue.discard(unsent.key);
    scoreQueue.enqueue({ key: `rm-${last.id}`, scope, payload: { kind: 'remove', shootId: shoot.id, squadId, targetId: last.id } });
    sync();
  };
  const lock = async () => {
    setLockError(null);
    try {
      await scoreQueue.sync(scope);
      const after = await lockCard(shoot.id, squadId);
      queryClient.setQueryData(cardKey(shoot.id, squadId), after);
    } catch (error) {
      setLockError(isOfflineError(error) ? t('card.lockOffline') : errorMessage(error));
      throw error;
    }
  };

  return (
    <div className="sc-card">
      <Card className="sc-head">
        <h2 className="sc-h2">
          {squad.name} · {DISCIPLINE_RULES[discipline].label}
        </h2>
        <p className="sc-sync" role="status" data-testid="sync-status">
          {!online ? t('card.offline') : ''}
          {waiting.length === 0 ? t('card.synced') : t('card.waiting', { count: waiting.length })}
        </p>
        {refused.map((p) => (
          <p key={p.key} className="sc-refused" role="alert">
            {t('card.notSaved', { error: p.error })}{' '}
            <Button size="sm" variant="ghost" onClick={() => scoreQueue.discard(p.key)}>
              {t('card.dismiss')}
            </Button>
          </p>
        ))}
        <p className="sc-links">
          <Link to={`/shoots/${shoot.id}/leaderboard`}>{t('card.leaderboard')}</Link>
        </p>
      </Card>

      <Card className="sc-pad" aria-labelledby="sc-shooter">
        <div className="sc-chips" role="group" aria-label={t('card.rounds')}>
          {Array.from({ length: c.rounds }, (_, i) => (
            <button key={i} type="button" className="sc-chip" aria-pressed={round === i + 1} onClick={() => setRound(i + 1)}>
              {t('card.round', { round: i + 1 })}
            </button>
          ))}
        </div>
        <div className="sc-chips" role="group" aria-label={t('card.shooters')}>
          {squad.shooters.map((s, i) => {
            const l = liveOf(s.id, round);
            return (
              <button key={s.id} type="button" className="sc-chip" aria-pressed={i === current} onClick={() => setCurrent(i)}>
                {s.position}. {s.name} · {l.kills}/{l.shotAt}
              </button>
            );
          })}
        </div>
        <h3 id="sc-shooter" className="sc-shooter">
          {shooter.name}
        </h3>
        <RoundStatus live={live} perRound={perRound} />
        <TargetStrip outcomes={shots.map((s) => s.outcome)} />
        {paperSaved !== null ? (
          <p className="sc-done" role="status">
            {t('card.paperSaved', { count: paperSaved })}
          </p>
        ) : null}
        {locked ? (
          <p className="sc-locked" role="status">
            {t('card.locked')}
          </p>
        ) : (
          <>
            {squadDone ? (
              <p className="sc-done" role="status">
                {t('card.roundDone', { round })}
              </p>
            ) : null}
            <TapButtons barrels={live.barrels} disabled={live.complete} onTap={tap} />
            <div className="sc-actions">
              <UndoButton onUndo={undo} nothingToUndo={shots.length === 0} />
              <Button variant="ghost" size="sm" onClick={() => tap('refused')} disabled={live.complete}>
                {t('card.refused')}
              </Button>
            </div>
            <div className="sc-actions">
              <Button variant="outline" onClick={() => setConfirmLock(true)}>
                {t('card.lock')}
              </Button>
              <Button
                variant="outline"
                aria-expanded={paper}
                onClick={() => {
                  setPaper(true);
                  setPaperSaved(null);
                }}
              >
                {t('card.readPaper')}
              </Button>
            </div>
            {lockError ? (
              <p className="sc-refused" role="alert">
                {lockError}
              </p>
            ) : null}
          </>
        )}
      </Card>
      {paper && !locked ? (
        <PaperCard
          shoot={shoot}
          card={c}
          targets={targets}
          round={round}
          onClose={(saved) => {
            setPaper(false);
            if (saved > 0) setPaperSaved(saved);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmLock}
        onOpenChange={setConfirmLock}
        title={t('card.lockTitle')}
        description={t('card.lockText')}
        confirmLabel={t('card.lock')}
        destructive={false}
        onConfirm={lock}
      />
    </div>
  );
}
