import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Shooter } from '@trap/contracts';
import { PageHead, Spinner, useAppConfig } from '@trap/ui';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { SHOOTERS_PAGE_SIZE, useFeaturedShooters, useShootersPage } from './api/shooters-queries.ts';
import { ShooterCard } from './components/shooter-card.tsx';
import './shooters.css';

function FeaturedShooters() {
  const featured = useFeaturedShooters();
  let body: ReactNode;
  // SPEC 8.5: the load failure, non-array data and empty list each have their own text.
  if (featured.isPending) body = <Spinner label="Loading shooters..." />;
  else if (featured.isError) body = <p className="home-empty">There was a problem loading the shooters. Please try again later.</p>;
  else if (!Array.isArray(featured.data)) body = <p className="home-empty">No shooter data available.</p>;
  else if (featured.data.length === 0) body = <p className="home-empty">No shooters available.</p>;
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
      <h2 id="featured-shooters">Featured Shooters</h2>
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
  return (
    <div className="page">
      <PageHead
        title="Shooter Profiles"
        description="Profiles of India's trap, double trap and skeet shooters: disciplines, achievements and stories."
        path="/shooters"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Shooter Profiles',
          itemListElement: shooters.map((s, i) => ({
            '@type': 'ListItem',
            position: (page - 1) * SHOOTERS_PAGE_SIZE + i + 1,
            url: absoluteUrl(siteOrigin, `/shooters/${s.id}`),
            name: s.name,
          })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">Profiles</p>
        <h1>Shooter Profiles</h1>
        <p className="page__lead">Meet the shooters of our community: their disciplines, achievements and the way they train.</p>
      </header>

      {page === 1 ? <FeaturedShooters /> : null}

      <section className="shooters-section" aria-labelledby="all-shooters" aria-busy={list.isFetching}>
        <h2 id="all-shooters">All Shooters{page > 1 ? ` · page ${page}` : ''}</h2>
        {list.isPending ? (
          <Spinner label="Loading shooters..." />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            There was a problem loading the shooters. Please try again later.
          </p>
        ) : shooters.length === 0 ? (
          <p className="home-empty">No shooters available.</p>
        ) : (
          <div className="home-grid home-grid--4">
            {shooters.map((s) => (
              <ShooterCard key={s.id} shooter={s} />
            ))}
          </div>
        )}
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label="Shooter pages" /> : null}
      </section>
    </div>
  );
}
