import { INTL_LOCALE, SITE_TIME_ZONE } from '@trap/ui';
import type { Language } from '@trap/contracts/language';
import { richText, slot } from '../../shared/lib/rich-text.tsx';
import { useShootsT } from './texts/texts.ts';
import type { Leaderboard } from './use-live-leaderboard.ts';

// to the second (the board updates within a minute), which formatTime does not give
const time = (iso: string, language: Language) =>
  new Date(iso).toLocaleTimeString(INTL_LOCALE[language], { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: SITE_TIME_ZONE });

/** Live, reconnecting or final; the counted targets and when the board was computed. */
export function LeaderboardStatus({ board, live }: { board: Leaderboard; live: boolean }) {
  const { t, language } = useShootsT();
  const status = board.status === 'finished' ? t('status.final') : live ? t('status.live') : t('status.reconnecting');
  return (
    <p className="lb-status" role="status">
      <span className={`lb-dot lb-dot--${board.status === 'finished' ? 'done' : live ? 'live' : 'off'}`} aria-hidden="true" />
      {richText(t('status.line', { status, targets: slot(0), time: time(board.computedAt, language) }), [
        <span data-testid="lb-targets">{board.targetsScored}</span>,
      ])}
    </p>
  );
}
