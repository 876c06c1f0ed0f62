import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Shooter } from '@trap/contracts';
import { PageHead, Spinner, useAppConfig } from '@trap/ui';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { SHOOTERS_PAGE_SIZE, useFeaturedShooters, useShootersPage } from './api/shooters-queries.ts';
import { ShooterCard } from './components/shooter-card.tsx';
import { useShootersT } from './texts/texts.ts';
import './shooters.css';

function FeaturedShooters() {
  const featured = useFeaturedShooters();
  const { t } = useShootersT();
  let body: ReactNode;
  // SPEC 8.5: the load failure, non-array data and empty list each have their own text.
  if (featured.isPending) body = <Spinner label={t('loading')} />;
  else if (featured.isError) body = <p className="home-empty">{t('loadFailed')}</p>;
  else if (!Array.isArray(featured.data)) body = <p className="home-empty">{t('list.noData')}</p>;
  else if (featured.data.length === 0) body = <p className="home-empty">{t('list.empty')}</p>;
  else
    body = (
      <div className="home-grid home-grid--4">
        {(featured.data as Shooter[]).map((s) => (
          <ShooterCard key={s.id} shooter={s} />
        ))}
      </div>
    );
  return (
    <section className="shooters-section" aria-labelledby="featured-shooters">
      <h2 id="featured-shooters">{t('list.featured')}</h2>
      {body}
    </section>
  );
}

/** /shooters: the featured shooters, then every profile (featured first, then by name), paged. */
export default function ShootersPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const list = useShootersPage(page);
  const { siteOrigin } = useAppConfig();
  const shooters = list.data?.shooters ?? [];
  const { t } = useShootersT();
  return (
    <div className="page">
      <PageHead
        title={t('list.title')}
        description={t('list.metaDescription')}
        path="/shooters"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: t('list.title'),
          itemListElement: shooters.map((s, i) => ({
            '@type': 'ListItem',
            position: (page - 1) * SHOOTERS_PAGE_SIZE + i + 1,
            url: absoluteUrl(siteOrigin, `/shooters/${s.id}`),
            name: s.name,
          })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('list.eyebrow')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>

      {page === 1 ? <FeaturedShooters /> : null}

      <section className="shooters-section" aria-labelledby="all-shooters" aria-busy={list.isFetching}>
        <h2 id="all-shooters">{page > 1 ? t('list.allPage', { page }) : t('list.all')}</h2>
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            {t('loadFailed')}
          </p>
        ) : shooters.length === 0 ? (
          <p className="home-empty">{t('list.empty')}</p>
        ) : (
          <div className="home-grid home-grid--4">
            {shooters.map((s) => (
              <ShooterCard key={s.id} shooter={s} />
            ))}
          </div>
        )}
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label={t('list.pagerLabel')} /> : null}
      </section>
    </div>
  );
}
