import { DIRECTIONS, runningTotal, type Direction } from '@trap/contracts';
import { Button, Card, FormField, Input } from '@trap/ui';
import { RoundStatus, TapButtons, TargetStrip, UndoButton } from '../../shared/scoring/scoring-buttons.tsx';
import { roundHasContent } from './session-draft.ts';
import type { SessionDraftState } from './use-session-draft.ts';

const DIRECTION_LABELS: Record<Direction, string> = { left: 'Left', straight: 'Straight', right: 'Right' };

/**
 * The scoring pad: the rounds, the round on the pad (target by target with the running total, or
 * only its total), the direction of the next target and thumb-sized outcome buttons.
 */
export function ScoringPad({ state, onTotalMode }: { state: SessionDraftState; onTotalMode: (on: boolean) => void }) {
  const { draft, round, shots, live, rules, perRound, direction } = state;
  return (
    <Card className="pr-pad" data-tour="practice-details" aria-labelledby="pr-pad-title">
      <div className="pr-rounds" role="group" aria-label="Rounds">
        {draft.rounds.map((r, i) => (
          <button key={i} type="button" className="pr-chip" aria-pressed={i === draft.current} onClick={() => state.selectRound(i)}>
            Round {i + 1}
            {roundHasContent(r) ? ` · ${r.mode === 'shots' ? runningTotal(draft.discipline, { shots: r.shots }).kills : r.total}` : ''}
          </button>
        ))}
        {/* a new round is empty, so this turns disabled as it is used: focus stays on it */}
        <Button size="sm" variant="outline" onClick={state.addRound} disabled={!roundHasContent(round)} focusableWhenDisabled>
          Add round
        </Button>
      </div>
      <h2 id="pr-pad-title" className="pr-h2">
        Round {draft.current + 1}
      </h2>
      <label className="pr-total-toggle">
        <input type="checkbox" checked={round.mode === 'total'} onChange={(e) => onTotalMode(e.target.checked)} /> Enter only the round
        total
      </label>

      {round.mode === 'total' ? (
        <FormField label={`Round total (targets hit of ${perRound})`}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={perRound}
            value={round.total}
            onChange={(e) => state.setTotal(e.target.value)}
          />
        </FormField>
      ) : (
        <>
          <RoundStatus live={live} perRound={perRound} />
          <TargetStrip outcomes={shots.map((s) => s.outcome)} />
          {rules.hasDirection ? (
            <div className="pr-dirs" role="group" aria-label="Direction of the next target (optional)">
              {DIRECTIONS.map((d) => (
                <button key={d} type="button" className="pr-chip" aria-pressed={direction === d} onClick={() => state.toggleDirection(d)}>
                  {DIRECTION_LABELS[d]}
                </button>
              ))}
            </div>
          ) : null}
          {live.complete ? (
            <p className="pr-complete" role="status">
              Round complete: {live.kills}/{perRound}
              {live.points !== null ? ` (${live.points} points)` : ''}
            </p>
          ) : null}
          <TapButtons barrels={live.barrels} disabled={live.complete} onTap={state.tap} />
          <div className="pr-actions">
            <UndoButton onUndo={state.undo} nothingToUndo={shots.length === 0} />
            <Button variant="ghost" size="sm" onClick={() => state.tap('refused')} disabled={live.complete}>
              Refused (counts as lost)
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
