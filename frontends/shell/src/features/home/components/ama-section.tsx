import { Link } from 'react-router';
import { Spinner } from '@trap/ui';
import { useLiveAmas, usePastAmas, useUpcomingAmas } from '../api/home-queries.ts';
import { AmaCard } from '../../../shared/components/ama-card.tsx';
import { Empty, Section } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

export function AmaSection() {
  const { t } = useHomeT();
  const live = useLiveAmas();
  const upcoming = useUpcomingAmas();
  const past = usePastAmas();
  const loading = live.isPending || upcoming.isPending || past.isPending;
  const firstLive = live.data?.[0];
  const firstUpcoming = upcoming.data?.[0];
  const firstPast = past.data?.[0];
  // SPEC 2.9: left is the first live session, else the first upcoming; right is the first upcoming
  // when a live one exists, else the first past.
  const left = firstLive
    ? { ama: firstLive, kind: 'live' as const }
    : firstUpcoming
      ? { ama: firstUpcoming, kind: 'upcoming' as const }
      : null;
  const right = firstLive
    ? firstUpcoming
      ? { ama: firstUpcoming, kind: 'upcoming' as const }
      : null
    : firstPast
      ? { ama: firstPast, kind: 'past' as const }
      : null;
  return (
    <Section id="ama-title" title={t('ama.title')} lead={t('ama.lead')} action={<Link to="/ama">{t('ama.all')}</Link>}>
      {loading ? (
        <Spinner label={t('ama.loading')} />
      ) : (
        <div className="home-grid home-grid--2">
          {left ? <AmaCard {...left} /> : <Empty>{t('ama.noUpcoming')}</Empty>}
          {right ? <AmaCard {...right} /> : <Empty>{firstLive ? t('ama.noUpcoming') : t('ama.noPast')}</Empty>}
        </div>
      )}
    </Section>
  );
}
