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
import { cardTexts, useAmaT } from './texts/texts.ts';
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
  const { t } = useAmaT();
  return (
    <section className="ama-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="ama-section__lead">{lead}</p>
      {query.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : query.isError ? (
        <p className="home-empty" role="alert">
          {t('list.loadFailed')}
        </p>
      ) : empty ? (
        <p className="home-empty">{empty}</p>
      ) : (
        <div className="home-grid home-grid--3">{children}</div>
      )}
    </section>
  );
}

function Details({ ama }: { ama: Ama }) {
  const { t } = useAmaT();
  return (
    <Link className="ama-card__details" to={`/ama/${ama.id}`} aria-label={t('list.detailsLabel', { title: ama.title })}>
      {t('list.details')}
    </Link>
  );
}

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
  const { t, language } = useAmaT();

  return (
    <div className="page">
      <PageHead
        title={t('list.title')}
        description={t('list.metaDescription')}
        path="/ama"
        keywords={['trap shooting AMA', 'live Q&A', 'shooting coaches India', 'ISSF trap']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('list.listName'),
          url: absoluteUrl(siteOrigin, '/ama'),
          itemListElement: events.map((a, i) => ({ '@type': 'ListItem', position: i + 1, item: amaEventJsonLd(a, site, false) })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('list.eyebrow')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>

      <AmaSection
        id="ama-live"
        title={t('list.live')}
        lead={t('list.liveLead')}
        query={live}
        empty={(live.data ?? []).length ? null : t('list.liveEmpty')}
      >
        {(live.data ?? []).map((a) => (
          <AmaCard key={a.id} ama={a} kind="live" texts={cardTexts(t, language, 'live')} />
        ))}
      </AmaSection>

      <AmaSection
        id="ama-upcoming"
        title={t('list.upcoming')}
        lead={t('list.upcomingLead')}
        query={upcoming}
        empty={(upcoming.data ?? []).length ? null : t('list.upcomingEmpty')}
      >
        {(upcoming.data ?? []).map((a) => (
          <AmaCard
            key={a.id}
            ama={a}
            kind="upcoming"
            texts={cardTexts(t, language, 'upcoming')}
            action={<ReminderButton amaId={a.id} title={a.title} />}
          >
            <Details ama={a} />
          </AmaCard>
        ))}
      </AmaSection>

      <AmaSection
        id="ama-past"
        title={t('list.past')}
        lead={t('list.pastLead')}
        query={past}
        empty={(past.data?.amas ?? []).length ? null : t('list.pastEmpty')}
      >
        {(past.data?.amas ?? []).map((a) => (
          <AmaCard key={a.id} ama={a} kind="past" texts={cardTexts(t, language, 'past')} />
        ))}
      </AmaSection>
      {past.data ? <Pager page={page} hasNext={past.data.hasNext} label={t('list.pagerLabel')} /> : null}
    </div>
  );
}
