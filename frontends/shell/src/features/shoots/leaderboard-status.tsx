import { formatTimeToSecond } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { SHOOTS_NS, useShootsT } from './texts/texts.ts';
import type { Leaderboard } from './use-live-leaderboard.ts';

/** Live, reconnecting or final; the counted targets and when the board was computed (to the second: it updates within a minute). */
export function LeaderboardStatus({ board, live }: { board: Leaderboard; live: boolean }) {
  const { t, language } = useShootsT();
  const status = board.status === 'finished' ? t('status.final') : live ? t('status.live') : t('status.reconnecting');
  return (
    <p className="lb-status" role="status">
      <span className={`lb-dot lb-dot--${board.status === 'finished' ? 'done' : live ? 'live' : 'off'}`} aria-hidden="true" />
      <Trans
        ns={SHOOTS_NS}
        i18nKey="status.line"
        values={{ status, targets: board.targetsScored, time: formatTimeToSecond(board.computedAt, language) }}
        components={{ targets: <span data-testid="lb-targets" /> }}
      />
    </p>
  );
}
