import type { Outcome, runningTotal } from '@trap/contracts';
import { Button, formatNumber } from '@trap/ui';
import { useMemberT } from '../i18n/member-texts.ts';
import './scoring.css';

/**
 * The pieces of the scoring pad that /practice and a match-day scorer's card share: the round's
 * status (station, target, score), its strip of targets, the thumb-sized outcome buttons and Undo.
 */
export type LiveRound = ReturnType<typeof runningTotal>;

/** Station, target and score of the round, read out as they change. */
export function RoundStatus({ live, perRound }: { live: LiveRound; perRound: number }) {
  const { t, language } = useMemberT();
  const n = (value: number) => formatNumber(value, language);
  return (
    <div className="pr-status" aria-live="polite">
      <div>
        <span className="pr-status__label">{t('scoring.station')}</span>
        <span className="pr-status__value" data-testid="station">
          {live.nextStation == null ? '–' : n(live.nextStation)}
        </span>
      </div>
      <div>
        <span className="pr-status__label">{t('scoring.target')}</span>
        <span className="pr-status__value" data-testid="target">
          {live.complete ? t('scoring.done') : `${n(live.shotAt + 1)}/${n(perRound)}`}
        </span>
      </div>
      <div>
        <span className="pr-status__label">{t('scoring.score')}</span>
        <output className="pr-status__value pr-status__score" aria-label={t('scoring.runningTotal')}>
          {n(live.kills)}/{n(live.shotAt)}
        </output>
        {live.points !== null ? <span className="pr-status__sub">{t('scoring.points', { points: n(live.points) })}</span> : null}
      </div>
    </div>
  );
}

/** The round's targets as dots, in the order shot. */
export function TargetStrip({ outcomes, label }: { outcomes: Outcome[]; label?: string }) {
  const { t } = useMemberT();
  return (
    <ol className="pr-strip" aria-label={label ?? t('scoring.targets')}>
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
  const { t } = useMemberT();
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
      {tapButton('first', 'pr-tap--kill', barrels === 2 ? t('scoring.kill1') : t('scoring.kill'))}
      {barrels === 2 ? tapButton('second', 'pr-tap--kill2', t('scoring.kill2')) : null}
      {tapButton('lost', 'pr-tap--lost', t('scoring.lost'))}
      {tapButton('no-bird', 'pr-tap--nobird', t('scoring.noBird'))}
    </div>
  );
}

/** Undo of the last target; undoing the round's first target turns it off, and focus stays on it. */
export function UndoButton({ onUndo, nothingToUndo }: { onUndo: () => void; nothingToUndo: boolean }) {
  const { t } = useMemberT();
  return (
    <Button variant="outline" onClick={onUndo} disabled={nothingToUndo} focusableWhenDisabled>
      {t('scoring.undo')}
    </Button>
  );
}
