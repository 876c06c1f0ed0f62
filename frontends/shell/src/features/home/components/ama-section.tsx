import { Link } from 'react-router';
import { Spinner } from '@trap/ui';
import { useLiveAmas, usePastAmas, useUpcomingAmas } from '../api/home-queries.ts';
import { AmaCard } from '../../../shared/components/ama-card.tsx';
import { Empty, Section } from './section.tsx';

export function AmaSection() {
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
    <Section
      id="ama-title"
      title="Ask Me Anything"
      lead="Live Q&A sessions with India's top shooters."
      action={<Link to="/ama">All sessions</Link>}
    >
      {loading ? (
        <Spinner label="Loading sessions..." />
      ) : (
        <div className="home-grid home-grid--2">
          {left ? <AmaCard {...left} /> : <Empty>No upcoming AMAs scheduled.</Empty>}
          {right ? <AmaCard {...right} /> : <Empty>{firstLive ? 'No upcoming AMAs scheduled.' : 'No past AMAs available.'}</Empty>}
        </div>
      )}
    </Section>
  );
}
