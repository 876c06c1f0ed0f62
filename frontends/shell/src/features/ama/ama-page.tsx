import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Ama } from '@trap/contracts';
import { PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import { AmaCard } from '../../shared/components/ama-card.tsx';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useLiveAmas, usePastAmas, useUpcomingAmas } from './api/ama-queries.ts';
import { amaEventJsonLd } from './components/ama-json-ld.ts';
import { ReminderButton } from './components/reminder-button.tsx';
import './ama.css';

function AmaSection({
  id,
  title,
  lead,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  query: { isPending: boolean; isError: boolean };
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section className="ama-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="ama-section__lead">{lead}</p>
      {query.isPending ? (
        <Spinner label="Loading sessions..." />
      ) : query.isError ? (
        <p className="home-empty" role="alert">
          The sessions could not be loaded. Please try again later.
        </p>
      ) : empty ? (
        <p className="home-empty">{empty}</p>
      ) : (
        <div className="home-grid home-grid--3">{children}</div>
      )}
    </section>
  );
}

const details = (ama: Ama) => (
  <Link className="ama-card__details" to={`/ama/${ama.id}`} aria-label={`Session details: ${ama.title}`}>
    Session details
  </Link>
);

/** /ama: live sessions, upcoming ones (Set Reminder) and past ones (View Transcript), with SPEC 2.9's labels. */
export default function AmaPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const live = useLiveAmas();
  const upcoming = useUpcomingAmas();
  const past = usePastAmas(page);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const site = { origin: siteOrigin, name: settings.general.siteName };
  const events = [...(live.data ?? []), ...(upcoming.data ?? [])];

  return (
    <div className="page">
      <PageHead
        title="Ask Me Anything"
        description="Live Q&A sessions with India's top trap shooters and coaches: join live, set a reminder for upcoming sessions and read past transcripts."
        path="/ama"
        keywords={['trap shooting AMA', 'live Q&A', 'shooting coaches India', 'ISSF trap']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Ask Me Anything sessions',
          url: absoluteUrl(siteOrigin, '/ama'),
          itemListElement: events.map((a, i) => ({ '@type': 'ListItem', position: i + 1, item: amaEventJsonLd(a, site, false) })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">AMA</p>
        <h1>Ask Me Anything</h1>
        <p className="page__lead">
          Live Q&amp;A sessions with India&apos;s top shooters. Join live, set a reminder, or catch up on transcripts.
        </p>
      </header>

      <AmaSection
        id="ama-live"
        title="Live Now"
        lead="Happening right now."
        query={live}
        empty={(live.data ?? []).length ? null : 'No live sessions right now.'}
      >
        {(live.data ?? []).map((a) => (
          <AmaCard key={a.id} ama={a} kind="live" />
        ))}
      </AmaSection>

      <AmaSection
        id="ama-upcoming"
        title="Upcoming Sessions"
        lead="Set a reminder and we'll notify you before it starts."
        query={upcoming}
        empty={(upcoming.data ?? []).length ? null : 'No upcoming AMAs scheduled.'}
      >
        {(upcoming.data ?? []).map((a) => (
          <AmaCard key={a.id} ama={a} kind="upcoming" action={<ReminderButton amaId={a.id} title={a.title} />}>
            {details(a)}
          </AmaCard>
        ))}
      </AmaSection>

      <AmaSection
        id="ama-past"
        title="Past Sessions"
        lead="Read what was asked and answered."
        query={past}
        empty={(past.data?.amas ?? []).length ? null : 'No past AMAs available.'}
      >
        {(past.data?.amas ?? []).map((a) => (
          <AmaCard key={a.id} ama={a} kind="past" />
        ))}
      </AmaSection>
      {past.data ? <Pager page={page} hasNext={past.data.hasNext} label="Past session pages" /> : null}
    </div>
  );
}
