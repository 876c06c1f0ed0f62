import { DIRECTIONS, runningTotal, type Direction } from '@trap/contracts';
import { Button, Card, FormField, formatNumber, Input } from '@trap/ui';
import { RoundStatus, TapButtons, TargetStrip, UndoButton } from '../../shared/scoring/scoring-buttons.tsx';
import { roundHasContent } from './session-draft.ts';
import type { SessionDraftState } from './use-session-draft.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

type T = ReturnType<typeof useMemberT>['t'];
const directionLabels = (t: T): Record<Direction, string> => ({
  left: t('directions.left'),
  straight: t('directions.straight'),
  right: t('directions.right'),
});

/**
 * The scoring pad: the rounds, the round on the pad (target by target with the running total, or
 * only its total), the direction of the next target and thumb-sized outcome buttons.
 */
export function ScoringPad({ state, onTotalMode }: { state: SessionDraftState; onTotalMode: (on: boolean) => void }) {
  const { draft, round, shots, live, rules, perRound, direction } = state;
  const { t, language } = useMemberT();
  const n = (value: number) => formatNumber(value, language);
  const DIRECTION_LABELS = directionLabels(t);
  return (
    <Card className="pr-pad" data-tour="practice-details" aria-labelledby="pr-pad-title">
      <div className="pr-rounds" role="group" aria-label={t('practice.pad.rounds')}>
        {draft.rounds.map((r, i) => (
          <button key={i} type="button" className="pr-chip" aria-pressed={i === draft.current} onClick={() => state.selectRound(i)}>
            {t('practice.pad.round', { number: n(i + 1) })}
            {roundHasContent(r) ? ` · ${r.mode === 'shots' ? n(runningTotal(draft.discipline, { shots: r.shots }).kills) : r.total}` : ''}
          </button>
        ))}
        {/* a new round is empty, so this turns disabled as it is used: focus stays on it */}
        <Button size="sm" variant="outline" onClick={state.addRound} disabled={!roundHasContent(round)} focusableWhenDisabled>
          {t('practice.pad.addRound')}
        </Button>
      </div>
      <h2 id="pr-pad-title" className="pr-h2">
        {t('practice.pad.round', { number: n(draft.current + 1) })}
      </h2>
      <label className="pr-total-toggle">
        <input type="checkbox" checked={round.mode === 'total'} onChange={(e) => onTotalMode(e.target.checked)} />{' '}
        {t('practice.pad.totalOnly')}
      </label>

      {round.mode === 'total' ? (
        <FormField label={t('practice.pad.roundTotal', { perRound: n(perRound) })}>
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
            <div className="pr-dirs" role="group" aria-label={t('practice.pad.directions')}>
              {DIRECTIONS.map((d) => (
                <button key={d} type="button" className="pr-chip" aria-pressed={direction === d} onClick={() => state.toggleDirection(d)}>
                  {DIRECTION_LABELS[d]}
                </button>
              ))}
            </div>
          ) : null}
          {live.complete ? (
            <p className="pr-complete" role="status">
              {live.points !== null
                ? t('practice.pad.completePoints', { kills: n(live.kills), perRound: n(perRound), points: n(live.points) })
                : t('practice.pad.complete', { kills: n(live.kills), perRound: n(perRound) })}
            </p>
          ) : null}
          <TapButtons barrels={live.barrels} disabled={live.complete} onTap={state.tap} />
          <div className="pr-actions">
            <UndoButton onUndo={state.undo} nothingToUndo={shots.length === 0} />
            <Button variant="ghost" size="sm" onClick={() => state.tap('refused')} disabled={live.complete}>
              {t('practice.pad.refused')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
