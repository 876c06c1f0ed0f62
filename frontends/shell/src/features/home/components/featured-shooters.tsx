import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { useFeaturedShooters } from '../api/home-queries.ts';
import { Empty, Img, Section } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

/** SPEC 2.9 and 8.5 Featured Shooters: four cards, with the SPEC's texts for an error and for an answer that is not a list. */
export function FeaturedShooters() {
  const { t } = useHomeT();
  const shooters = useFeaturedShooters();
  let body: ReactNode;
  if (shooters.isPending) body = <Spinner label={t('shooters.loading')} />;
  else if (shooters.isError) body = <Empty>{t('shooters.error')}</Empty>;
  else if (shooters.data === null) body = <Empty>{t('shooters.noData')}</Empty>;
  else if (shooters.data.length === 0) body = <Empty>{t('shooters.none')}</Empty>;
  else
    body = (
      <div className="home-grid home-grid--4">
        {shooters.data.slice(0, 4).map((s) => (
          <Card key={s.id} className="home-card home-person">
            <Img src={s.imageUrl} alt={s.name} />
            <h3>{s.name}</h3>
            {s.type ? <p className="home-person__meta">{s.type}</p> : null}
            <Link to={`/shooters/${s.id}`}>{t('shooters.viewProfile')}</Link>
          </Card>
        ))}
      </div>
    );
  return (
    <Section
      id="shooters-title"
      title={t('shooters.title')}
      tone="muted"
      action={<Link to="/shooters">{t('shooters.all')}</Link>}
    >
      {body}
    </Section>
  );
}
