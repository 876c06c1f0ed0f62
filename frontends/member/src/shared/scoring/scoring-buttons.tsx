import type { Outcome, runningTotal } from '@trap/contracts';
import './scoring.css';

/**
 * The pieces of the scoring pad that /practice and a match-day scorer's card share: the round's
 * status (station, target, score), its strip of targets and the thumb-sized outcome buttons.
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

/** Kill (1st and 2nd barrel where the discipline has two), Lost and No bird. */
export function TapButtons({ barrels, disabled, onTap }: { barrels: number; disabled: boolean; onTap: (outcome: Outcome) => void }) {
  return (
    <div className="pr-buttons">
      <button type="button" className="pr-tap pr-tap--kill" disabled={disabled} onClick={() => onTap('first')}>
        {barrels === 2 ? 'Kill 1st barrel' : 'Kill'}
      </button>
      {barrels === 2 ? (
        <button type="button" className="pr-tap pr-tap--kill2" disabled={disabled} onClick={() => onTap('second')}>
          Kill 2nd barrel
        </button>
      ) : null}
      <button type="button" className="pr-tap pr-tap--lost" disabled={disabled} onClick={() => onTap('lost')}>
        Lost
      </button>
      <button type="button" className="pr-tap pr-tap--nobird" disabled={disabled} onClick={() => onTap('no-bird')}>
        No bird
      </button>
    </div>
  );
}
