import type { Outcome, runningTotal } from '@trap/contracts';
import { Button } from '@trap/ui';
import './scoring.css';

/**
 * The pieces of the scoring pad that /practice and a match-day scorer's card share: the round's
 * status (station, target, score), its strip of targets, the thumb-sized outcome buttons and Undo.
 */
export type LiveRound = ReturnType<typeof runningTotal>;

/** Station, target and score of the round, read out as they change. */
export function RoundStatus({ live, perRound }: { live: LiveRound; perRound: number }) {
  return (
    <div className="pr-status" aria-live="polite">
      <div>
        <span className="pr-status__label">Station</span>
        <span className="pr-status__value" data-testid="station">
          {live.nextStation ?? '–'}
        </span>
      </div>
      <div>
        <span className="pr-status__label">Target</span>
        <span className="pr-status__value" data-testid="target">
          {live.complete ? 'done' : `${live.shotAt + 1}/${perRound}`}
        </span>
      </div>
      <div>
        <span className="pr-status__label">Score</span>
        <output className="pr-status__value pr-status__score" aria-label="Running total">
          {live.kills}/{live.shotAt}
        </output>
        {live.points !== null ? <span className="pr-status__sub">{live.points} pts</span> : null}
      </div>
    </div>
  );
}

/** The round's targets as dots, in the order shot. */
export function TargetStrip({ outcomes, label = 'Targets of this round' }: { outcomes: Outcome[]; label?: string }) {
  return (
    <ol className="pr-strip" aria-label={label}>
      {outcomes.map((o, i) => (
        <li key={i} className={`pr-dot pr-dot--${o}`} title={`${i + 1}: ${o}`} />
      ))}
    </ol>
  );
}

/**
 * Kill (1st and 2nd barrel where the discipline has two), Lost and No bird. The round's last tap
 * turns them off: they stay focusable (aria-disabled), so focus stays where the scorer's thumb was.
 */
export function TapButtons({ barrels, disabled, onTap }: { barrels: number; disabled: boolean; onTap: (outcome: Outcome) => void }) {
  const tapButton = (outcome: Outcome, className: string, label: string) => (
    <button
      type="button"
      className={`pr-tap ${className}`}
      aria-disabled={disabled || undefined}
      onClick={() => (disabled ? undefined : onTap(outcome))}
    >
      {label}
    </button>
  );
  return (
    <div className="pr-buttons">
      {tapButton('first', 'pr-tap--kill', barrels === 2 ? 'Kill 1st barrel' : 'Kill')}
      {barrels === 2 ? tapButton('second', 'pr-tap--kill2', 'Kill 2nd barrel') : null}
      {tapButton('lost', 'pr-tap--lost', 'Lost')}
      {tapButton('no-bird', 'pr-tap--nobird', 'No bird')}
    </div>
  );
}

/** Undo of the last target; undoing the round's first target turns it off, and focus stays on it. */
export function UndoButton({ onUndo, nothingToUndo }: { onUndo: () => void; nothingToUndo: boolean }) {
  return (
    <Button variant="outline" onClick={onUndo} disabled={nothingToUndo} focusableWhenDisabled>
      Undo
    </Button>
  );
}
